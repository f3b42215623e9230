import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'For body copy: `md` for paragraphs, `lg`/`xl` for a lead, `sm` for notes.',
    '`tone="muted"` for secondary copy; it stays readable on the dark band too.',
  ],
  whenNotToUse: ['For headings: use Heading. For field labels, hints and errors: use Field.'],
  content: [
    'Plain UK English, short sentences, the visitor as "you". Paragraphs of two to four sentences; lines stay at a readable length.',
  ],
  accessibility: [
    'Every tone keeps 4.5:1 contrast on the surface it sits on.',
    "Text sizes follow the visitor's browser setting (rem), and the layout reflows at 200% zoom.",
  ],
};
