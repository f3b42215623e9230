import type { Guidance } from '../../storybook/guidance';

/** Usage guidance on the docs page (see DocsPage in .storybook). */
export const guidance: Guidance = {
  whenToUse: [
    'To read one message of the staff inbox and act on it: reply, mark it, send it again, delete it.',
  ],
  whenNotToUse: [
    'For the list of messages: InboxMessageList.',
    'To confirm anything but erasing a message: the delete dialog is for that one irreversible action.',
  ],
  content: [
    'Field labels of one or two words; an empty optional field says **Not given** rather than staying blank.',
    'Buttons say what they do (**Reply**, **Mark Read**, **Send Again**, **Delete**); while one runs it says so (**Sending...**).',
    'The confirmation says what is erased (the message and its delivery record, by sender) and that it cannot be undone; its action repeats the verb: **Delete Message**.',
  ],
  accessibility: [
    'The message is an article named by the sender; its fields are a description list, so each value is read with its label.',
    'Delivery and consent have an icon and words, never colour alone; a failed action is announced at once (role=alert).',
    'Delete opens an alert dialog: focus starts on **Cancel**, Tab stays inside, Escape closes it and focus returns to Delete.',
    'A busy button keeps its focus and says what it is doing; pressing it again does nothing.',
  ],
};
