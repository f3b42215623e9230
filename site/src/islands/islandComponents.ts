import type { ComponentType } from 'react';

/*
 * Every island's code, by the name its root carries in the page (data-island). Each is loaded only
 * by the pages that have it, and only once the page has painted (hydrateIslands.ts). A unit test
 * checks each name loads the component the layout renders under it.
 */
export const islandComponents = {
  header: () => import('./HeaderIsland').then((module) => module.HeaderIsland),
  consent: () => import('./ConsentIsland').then((module) => module.ConsentIsland),
  contactForm: () => import('./ContactFormIsland').then((module) => module.ContactFormIsland),
  applicationForm: () => import('./ApplicationFormIsland').then((module) => module.ApplicationFormIsland),
  cookieSettings: () => import('./CookieSettingsIsland').then((module) => module.CookieSettingsIsland),
  inbox: () => import('./InboxIsland').then((module) => module.InboxIsland),
  previewBanner: () =>
    import('../lib/localBackend/LocalBackendBanner').then((module) => module.LocalBackendBanner),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandComponents;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islandComponents, name);
