import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { media } from '../../styles/media';
import { InboxDemo } from './InboxDemo';
import { InboxLayout } from './InboxLayout';
import { storyFrame } from './storyFrame';

const wide = () => window.matchMedia(media.md).matches;
const row = (canvas: HTMLElement, id: string) =>
  canvas.querySelector<HTMLElement>(`[data-message-id="${id}"]`) as HTMLElement;

const meta = {
  title: 'Inbox/InboxLayout',
  component: InboxLayout,
  tags: ['autodocs'],
  decorators: [storyFrame],
  // The stories show the whole inbox as the site composes it (InboxDemo keeps its state).
  args: { copy: { backToList: '', noSelection: '' }, list: null, onBack: fn() },
  argTypes: {
    copy: { control: false },
    list: { control: false },
    view: { control: false },
    top: { control: false },
  },
  render: () => <InboxDemo />,
  parameters: {
    docs: {
      description: {
        component: [
          'The staff inbox laid out: the filters on top, then the list and the open message side by side on a',
          'wide screen. On a phone one pane at a time: the list, or the message alone under Back to List. CSS',
          'decides, so the prerendered page is right at every width; on a phone focus moves into the message',
          'that opens and back to its row after Back. Usable from 320 px wide. These stories compose every inbox',
          'component with stand-in data, as the site will.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof InboxLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoMessageOpen: Story = {
  name: 'Inbox, no message open',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Messages 2 unread' })).toBeVisible();
    await expect(canvas.getByText(/Messages are kept for 24 months/)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Back to List' })).toBeNull();
    // Beside the list on a wide screen; on a phone the list is all there is.
    const hint = canvas.getByText('Choose a message to read it.');
    await (wide() ? expect(hint).toBeVisible() : expect(hint).not.toBeVisible());
  },
};

export const MessageOpen: Story = {
  name: 'A message open',
  render: () => <InboxDemo initialSelectedId="msg-shah" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article', { name: 'Priya Shah' })).toBeVisible();
    await expect(row(canvasElement, 'msg-shah')).toHaveAttribute('aria-current', 'true');
    if (wide()) {
      await expect(row(canvasElement, 'msg-shah')).toBeVisible();
      // Both panes show: nothing to go back to.
      await expect(canvas.queryByRole('button', { name: 'Back to List' })).toBeNull();
    } else {
      // The list and the filters make way (hidden, so only found among hidden elements).
      await expect(row(canvasElement, 'msg-shah')).not.toBeVisible();
      await expect(canvas.getByRole('search', { hidden: true })).not.toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Back to List' })).toBeVisible();
    }
  },
};

export const KeyboardJourney: Story = {
  name: 'Keyboard: open, mark read, back',
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Search, interest, unread only, export, then the newest message.
    for (let stop = 0; stop < 5; stop += 1) await userEvent.tab();
    const first = row(canvasElement, 'msg-shah');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const article = await canvas.findByRole('article', { name: 'Priya Shah' });
    // A phone moves focus into the message it shows; a wide screen leaves it on the row.
    await waitFor(() => expect(wide() ? first : article).toHaveFocus());

    within(article).getByRole('button', { name: 'Mark Read' }).focus();
    await userEvent.keyboard('{Enter}');
    // The count follows (on a phone the list is hidden behind the message meanwhile).
    await expect(
      canvas.getByRole('heading', { name: 'Messages 1 unread', hidden: true }),
    ).toBeInTheDocument();
    await expect(within(article).getByText(/Marked read by Sam Carter on/)).toBeVisible();
    await expect(within(article).getByRole('button', { name: 'Mark Unread' })).toHaveFocus();

    if (!wide()) {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to List' }));
      await waitFor(() => expect(row(canvasElement, 'msg-shah')).toHaveFocus());
      await expect(canvas.queryByRole('article')).toBeNull();
    }
  },
};

export const DeleteFromTheInbox: Story = {
  name: 'Delete: the message leaves the list',
  render: () => <InboxDemo initialSelectedId="msg-okafor" />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Message' }));
    await waitFor(() => expect(canvas.queryByRole('article')).toBeNull());
    await expect(row(canvasElement, 'msg-okafor')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Messages 1 unread' })).toBeVisible();
    // Focus went with the message: it lands on the list, not the top of the page.
    await waitFor(() => expect(row(canvasElement, 'msg-shah')).toHaveFocus());
  },
};

export const Filtering: Story = {
  name: 'Filters narrow the list',
  play: async ({ canvas, canvasElement, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'trattoria');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-message-id]')).toHaveLength(1));
    await expect(row(canvasElement, 'msg-bianchi')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unread only' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Interest' }), 'seo-marketing');
    await expect(canvas.getByText('No messages match')).toBeVisible();
    // The count is the whole inbox's, whatever the filters show.
    await expect(canvas.getByRole('heading', { name: 'Messages 2 unread' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(canvasElement.querySelectorAll('[data-message-id]')).toHaveLength(5);
    await expect(search).toHaveFocus();
  },
};

export const EmptyInbox: Story = {
  name: 'Empty inbox',
  render: () => <InboxDemo messages={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Messages None unread' })).toBeVisible();
    await expect(canvas.getByText('No messages yet')).toBeVisible();
    await expect(canvas.getByText(/Messages are kept for 24 months/)).toBeVisible();
    // Nothing to choose, so no hint to choose one.
    await expect(canvas.queryByText('Choose a message to read it.')).toBeNull();
  },
};

/** A 320 px column inside the phone's width: the narrowest screen the inbox must serve. */
const narrow = (initialSelectedId: string | null) => () => (
  <div data-testid="narrow" style={{ width: 320 }}>
    <InboxDemo initialSelectedId={initialSelectedId} />
  </div>
);

const fitsItsWidth = async (box: HTMLElement) => {
  await expect(box.scrollWidth).toBeLessThanOrEqual(320);
  for (const element of box.querySelectorAll<HTMLElement>('button, a, input, select, time, dd')) {
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
      box.getBoundingClientRect().right + 0.5,
    );
  }
};

export const NarrowList: Story = {
  name: 'At 320 px: the list',
  globals: { viewport: { value: 'mobile' } },
  render: narrow(null),
  play: async ({ canvas }) => {
    await fitsItsWidth(canvas.getByTestId('narrow'));
  },
};

export const NarrowMessage: Story = {
  name: 'At 320 px: a message',
  globals: { viewport: { value: 'mobile' } },
  render: narrow('msg-montgomery'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to List' })).toBeVisible();
    await fitsItsWidth(canvas.getByTestId('narrow'));
  },
};
