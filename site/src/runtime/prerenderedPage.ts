/**
 * Whether this browser page is a prerendered one whose parts are hydrating (the islands' client entry
 * says so before it hydrates the first). False on the server, in Storybook and in unit tests, where a
 * component's first render is a fresh one, never the adoption of HTML a visitor may already have used.
 */
let prerendered = false;

export const markPrerenderedPage = () => {
  prerendered = true;
};

export const isPrerenderedPage = () => prerendered;
