import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: ['For one document sent with a form: a CV with a job application.'],
  whenNotToUse: [
    'For several files: send them one form at a time, or ask for a link. For pictures shown back at once: a preview component, not this.',
  ],
  content: [
    "Say in the Field's hint which types and what size are accepted, in the words visitors use ('PDF or Word, up to 5 MB').",
    '`accept` only narrows the picker: the server checks the file itself and its message is the one shown.',
    "Give `removeLabel` ('Remove file') where the file is optional: the platform's control cannot go back to none, so a button beside it empties it. It shows only once a file is chosen and script runs; without script the visitor chooses another file instead.",
  ],
  accessibility: [
    "The platform's own control: Space or Enter opens the picker and screen readers announce the chosen file.",
    "Remove is a button described by the chosen file's name; pressing it puts focus back on the control.",
    'Always inside a Field, which gives it its label and links its hint and error; 44 px tall, a visible focus ring.',
  ],
};
