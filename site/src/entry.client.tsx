import { hydrateIslands } from './islands/hydrateIslands';

/*
 * The browser's entry: the page is prerendered HTML, and only its islands (the parts that move:
 * header, theme control, cookie banner, contact form...) hydrate, each with its own code. The router
 * never loads in the browser: every link is a full page load of a prerendered page. See src/islands.
 */
void hydrateIslands();
