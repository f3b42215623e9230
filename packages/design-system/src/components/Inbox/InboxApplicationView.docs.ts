import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'To read one job application in the staff inbox and act on it: reply, download the CV, mark it, delete it.',
  ],
  whenNotToUse: [
    'For a contact-form message: InboxMessageView, whose delivery record and Send Again an application has not.',
    'For the list of applications: InboxMessageList, with the role where a message shows the company.',
  ],
  content: [
    'The same labels as a message where the field is the same (**E-mail**, **Consent**, **Received**); an empty optional field says **Not given**.',
    'The CV is named as the candidate named it, with its type and size in words (**PDF, 182 KB**); **Erased on** tells staff how long they have to decide.',
    'The confirmation says the CV goes with the application and that it cannot be undone; its action repeats the noun: **Delete Application**.',
  ],
  accessibility: [
    'The application is an article named by the candidate; its fields are a description list, so each value is read with its label.',
    'The LinkedIn address is its own link text and opens in a new tab without telling the page who opened it.',
    'Download CV is a button (the file is fetched with the staff token); it shows **Downloading...** and keeps its focus while it runs.',
    'Delete opens an alert dialog: focus starts on **Cancel**, Tab stays inside, Escape closes it and focus returns to Delete.',
  ],
};
