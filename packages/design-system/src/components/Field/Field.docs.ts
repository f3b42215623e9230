import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['Around every TextInput and TextArea: it gives the control its label, hint and error.'],
  whenNotToUse: ['Around a Checkbox or CheckboxGroup: they carry their own label.'],
  content: [
    'A label of one to three words (**Full name**, **Email**). A hint only when the format is not obvious. Errors say what to do: **Enter an email address like name@example.com**.',
  ],
  accessibility: [
    'The label is a real `<label>`, so clicking it focuses the control and screen readers read it.',
    'Hint and error are linked to the control (`aria-describedby`) and the error sets `aria-invalid`; errors are shown in text, not by colour alone.',
  ],
};
