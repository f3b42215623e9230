/**
 * True in a browser showing a prerendered page that React Router's bootstrap script has set up
 * (it writes window.__reactRouterContext): the one case where hydration is split into turns
 * (HydrateInTurn). routerPreSteps.test.ts checks React Router still writes that global.
 */
export const isPrerenderedPage = () => typeof window !== 'undefined' && '__reactRouterContext' in window;
