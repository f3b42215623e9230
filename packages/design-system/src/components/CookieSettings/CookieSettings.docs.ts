import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['On the privacy page, so a visitor can see and change their cookie choice at any time.'],
  whenNotToUse: ["For the first visit's question: that is the CookieBanner."],
  content: [
    'Say the current choice in words and offer the other one; keep the same names as the banner (Accept, Decline).',
  ],
  accessibility: [
    'The current choice is written out in words, so it does not rely on the look of a switch.',
    'Plain buttons in the tab order; nothing depends on colour alone.',
  ],
};
