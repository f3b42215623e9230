import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aboutPage } from '../content/pages/about';
import { placeholders } from '../content/pages/placeholders';
import { siteOrigin } from '../content/origin';
import { pageHandle, pagesHandle } from './pageHandle';
import { PageHead } from './PageHead';

/**
 * Prerenders PageHead for `path`, with the leaf route `id` carrying `handle`. The leaf renders an
 * empty page: one with no element at all makes React Router warn of an empty page.
 */
function prerender(id: string, path: string, handle?: unknown) {
  const leaf = { id, path: path.slice(1), handle, element: <main /> };
  const router = createMemoryRouter([{ id: 'root', path: '/', element: <PageHead />, children: [leaf] }], {
    initialEntries: [path],
  });
  return renderToString(<RouterProvider router={router} />);
}

describe('PageHead', () => {
  it('given the About page, should write its title, description and absolute canonical', () => {
    const html = prerender('about', '/about', pageHandle(aboutPage));
    expect(html).toContain('<title>About Us | Rico Technologies</title>');
    expect(html).toContain(`<meta name="description" content="${aboutPage.meta.description}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${siteOrigin}/about"/>`);
  });

  it('given a module mounted under several routes, should take the content of the route it is', () => {
    const html = prerender('blog', '/blog', pagesHandle(placeholders));
    expect(html).toContain('<title>Blog | Rico Technologies</title>');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain(`<link rel="canonical" href="${siteOrigin}/blog"/>`);
  });

  it('given a page module without content, should fail the prerender naming the route', () => {
    expect(() => prerender('about', '/about')).toThrow('Route "about" has no page content');
  });
});
