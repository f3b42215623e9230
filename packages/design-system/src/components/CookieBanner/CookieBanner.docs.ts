import type { Guidance } from '../../storybook/guidance';

/** The docs page text for designers and developers (Storybook autodocs). */
export const cookieBannerDocs = `
The cookie notice: fixed at the bottom of every page while the visitor has made no choice. Put it
once in the site layout. Do not use it for other messages: use a toast for feedback.

All its words come from the \`copy\` prop (the site keeps its copy; these stories use fixtures).

The choice is stored in localStorage under \`cookie-consent\` as \`accepted\` or \`declined\`, and beside it,
under \`cookie-consent-record\`, the policy version it answered and its date. Call
\`configureCookieConsent({ version, browserRefuses })\` once before rendering: a choice made under another
version then counts as none (the banner asks again), and while \`browserRefuses()\` is true (the site
passes Global Privacy Control) the state is \`declined\` and the banner does not ask. Read it anywhere
with \`useCookieConsent()\`, which returns \`{ consent, accept, decline, reset }\`, e.g. to load analytics
only once accepted; to let visitors change their mind, use CookieSettings. If the browser blocks or
fills storage, the choice holds for the page view and the banner asks again on the next visit; nothing
crashes.

It renders nothing in prerendered HTML and decides after hydration, so a returning visitor never sees
it flash. A page that mounts it later (the site's waits for its full stylesheet) calls
\`markPageHydrated()\` once its parts have hydrated: the banner then decides as it mounts, in the same
frame as the preview banner that floats above it. While it shows, the page gets bottom padding equal
to its height (the \`--cookie-banner-height\` custom property on \`<html>\`), so it never covers the
last content, and the phone menu, open over it, ends above it: every link of the menu and both of its
buttons stay reachable.

**Keyboard and screen readers:** a region named "Cookie consent", not a dialog: it never traps focus
and the page stays usable. Tab reaches Learn more, Decline and Accept after the page content; Enter
or Space chooses. Decline and Accept look the same, so neither choice is pushed.
`;

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'Once in the site layout, to ask a first-time visitor about cookies before anything measures them.',
  ],
  whenNotToUse: [
    'For any other message: use a Toast.',
    'To let visitors change their mind later: use CookieSettings.',
  ],
  content: [
    'A short plain sentence on what is measured and why, a link to the privacy notice, and two equal choices: **Decline** and **Accept**.',
  ],
  accessibility: [
    'A region named "Cookie consent", not a dialog: it never traps focus and the page stays usable.',
    'Decline and Accept look the same, so neither is pushed; both are reachable by Tab and pressed with Enter or Space.',
  ],
};
