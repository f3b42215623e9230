import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'To start an action on this page: send a form, accept cookies, open a menu.',
    'As the one **primary** action of a view (Contact Us, Send Message); `secondary`, `outline` or `ghost` for the actions beside it.',
  ],
  whenNotToUse: [
    'To go to another page: use a Link (a Button rendered `asChild` around a Link when it must look like a button, as Contact Us in the header does).',
    'For more than one primary action in a view: the strongest action loses its weight. Pick one; make the rest `outline` or `ghost`.',
  ],
  content: [
    'A verb, or verb and object, in title case: **Send Message**, **Contact Us**, **Request a Demo**. Two or three words.',
    'Say what happens, not "Submit" or "Click here". While it works, `loadingLabel` says so (**Sending...**) and the width stays the same.',
  ],
  accessibility: [
    'A real `<button>`: Tab reaches it, Enter and Space press it.',
    'Focus shows a 3 px ring offset from the button, in every variant and on the dark band.',
    'At least 44 px tall at `md` (36 px `sm` only where space is tight and it is not the main action).',
    "Disabled buttons cannot be focused and are skipped by screen readers' tab order: prefer an enabled button that explains what is missing.",
  ],
  doAndDont: [
    {
      do: 'OnePrimaryAction',
      dont: 'TwoPrimaryActions',
      why: 'One primary action tells the visitor what to do next; two of them compete and neither stands out.',
    },
  ],
};
