import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'Beside a label, to help it be recognised quickly: a service, a contact detail, an arrow on a link.',
  ],
  whenNotToUse: [
    'Alone as the only label of a control, unless it gets an accessible name.',
    'As decoration that adds nothing: leave it out.',
  ],
  content: [
    "Use the icon the set already gives a meaning to (the services' icons) and keep that meaning everywhere. To add one, add it to `iconMap.ts`.",
  ],
  accessibility: [
    'Next to text, icons are hidden from screen readers (`aria-hidden`), so nothing is read twice.',
    'An icon that is the only content of a control needs a label on the control.',
  ],
};
