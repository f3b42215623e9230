import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['For free text of several lines, such as a message.'],
  whenNotToUse: ['For one line: TextInput.'],
  content: ['A label that names what to write (**Message**); a hint if there is a length or content limit.'],
  accessibility: [
    'Enter adds a line (it never sends the form); Tab moves on.',
    'Resizable vertically; same label, border, focus ring and error as TextInput.',
  ],
};
