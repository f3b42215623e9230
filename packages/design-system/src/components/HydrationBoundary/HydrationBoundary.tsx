import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';

/** A component that decides when its one child hydrates (it renders exactly one element). */
export type HydrationBoundaryComponent = ComponentType<{ children: ReactNode }>;

function InPlace({ children }: { children: ReactNode }) {
  return children;
}

const BoundaryContext = createContext<HydrationBoundaryComponent>(InPlace);

/**
 * For an app that hydrates its prerendered pages in parts, one task each, so that no part holds up
 * a slow phone for long: it provides the boundary component, and a design-system component wraps its
 * parts that work on their own in it (the header's two navigations and each item and the contact
 * button of the desktop one, the footer's link columns, every Section, Hero and CallToAction, each
 * card of a ServiceGrid).
 * Without a provider (Storybook, apps that hydrate in one go) the parts render in place.
 */
export const HydrationBoundaryProvider = BoundaryContext.Provider;

/** One part of a component that can hydrate apart from the rest: exactly one element. */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  // The component comes from context, set once per app: the same identity on every render, so React
  // keeps the subtree (react-hooks/static-components cannot see that through the hook).
  return createElement(useContext(BoundaryContext), { children });
}
