// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from '../Footer/Footer';
import { sampleFooter } from '../Footer/Footer.fixtures';
import { Header } from '../Header/Header';
import { contactAction, mainNavigation, sampleBrand } from '../Header/Header.fixtures';
import { ServiceGrid } from '../ServiceGrid/ServiceGrid';
import { services as sampleServices } from '../ServiceCard/ServiceCard.fixtures';
import { HydrationBoundaryProvider } from './HydrationBoundary';

// A boundary that shows where it is; an app's real one renders nothing of its own.
function MarkedBoundary({ children }: { children: ReactNode }) {
  return <div data-part="">{children}</div>;
}

/** The prerendered markup of `element` in an app whose boundaries mark themselves, as a document. */
const renderWithMarkedParts = (element: ReactNode) =>
  new DOMParser().parseFromString(
    renderToStaticMarkup(
      <HydrationBoundaryProvider value={MarkedBoundary}>{element}</HydrationBoundaryProvider>,
    ),
    'text/html',
  );

describe('HydrationBoundary', () => {
  it("should put each of the header's navigations in the app's boundary, one element each", () => {
    const page = renderWithMarkedParts(
      <Header items={mainNavigation} brand={sampleBrand} contact={contactAction} />,
    );
    const parts = [...page.querySelectorAll('[data-part]')].filter(
      (part) => !part.parentElement?.closest('[data-part]'),
    );
    expect(parts.map((part) => part.children.length)).toEqual([1, 1]);
    const [desktop, mobile] = parts;
    expect(desktop?.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    expect(mobile?.firstElementChild?.tagName).toBe('DETAILS');
  });

  it("should put each of the desktop navigation's items and its contact button in a part of its own", () => {
    const page = renderWithMarkedParts(
      <Header items={mainNavigation} brand={sampleBrand} contact={contactAction} />,
    );
    const nav = page.querySelector('nav[aria-label="Main"]');
    const items = [...(nav?.querySelectorAll('ul > [data-part]') ?? [])];
    // Each part of the menu's list holds one item; a hydration turn each keeps the menu's turn short.
    expect(items.length).toBeGreaterThan(1);
    expect(
      items.every((part) => part.children.length === 1 && part.firstElementChild?.tagName === 'LI'),
    ).toBe(true);
    const contact = nav?.parentElement?.querySelector(
      `:scope > [data-part] > a[href="${contactAction.href}"]`,
    );
    expect(contact).not.toBeNull();
  });

  it('should put each card of a service grid in a part of its own', () => {
    const page = renderWithMarkedParts(<ServiceGrid services={sampleServices} />);
    // Inside each list item, which the grid's stagger animates from the grid's own turn.
    const parts = [...page.querySelectorAll('ul > li > [data-part]')];
    expect(parts).toHaveLength(sampleServices.length);
    expect(parts.every((part) => part.children.length === 1 && part.querySelector(':scope > article'))).toBe(
      true,
    );
  });

  it("should put the footer's link columns in the app's boundary", () => {
    const page = renderWithMarkedParts(<Footer {...sampleFooter} />);
    const parts = [...page.querySelectorAll('[data-part]')];
    expect(parts.map((part) => part.children.length)).toEqual([1]);
    expect(parts[0]?.firstElementChild?.matches('nav[aria-label="Footer"]')).toBe(true);
  });
});
