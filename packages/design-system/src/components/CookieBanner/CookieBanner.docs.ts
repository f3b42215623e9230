/** The docs page text for designers and developers (Storybook autodocs). */
export const cookieBannerDocs = `
The cookie notice: fixed at the bottom of every page while the visitor has made no choice. Put it
once in the site layout. Do not use it for other messages: use a toast for feedback.

The choice is stored in localStorage under \`cookie-consent\` as \`accepted\` or \`declined\`. Read it
anywhere with \`useCookieConsent()\`, which returns \`{ consent, accept, decline, reset }\`, e.g. to load
analytics only once accepted, or to offer a "Cookie settings" link (\`reset\`) that asks again. If the
browser blocks or fills storage, the choice holds for the page view and the banner asks again on the
next visit; nothing crashes.

It renders nothing in prerendered HTML and decides after hydration, so a returning visitor never sees
it flash. While it shows, the page gets bottom padding equal to its height (the
\`--cookie-banner-height\` custom property on \`<html>\`), so it never covers the last content.

**Keyboard and screen readers:** a region named "Cookie consent", not a dialog: it never traps focus
and the page stays usable. Tab reaches Learn more, Decline and Accept after the page content; Enter
or Space chooses. Decline and Accept look the same, so neither choice is pushed.
`;
