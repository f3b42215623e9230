/**
 * The browsers the site's script and CSS are built for: the support statement's grade B
 * (docs/browsers.md), the oldest versions a visitor may use and still get everything. Vite
 * compiles the script for them and Lightning CSS adds the prefixes they need. Older browsers still
 * get the prerendered HTML and CSS, which need no script.
 */
export const browserTargets = ['chrome111', 'edge111', 'firefox115', 'safari16.4', 'ios16.4'];
