import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { toastDocs } from './Toast.docs';
import { errorMessage, successMessage, ToastDemo } from './ToastDemo';
import { ToastProvider } from './ToastProvider';

const toastRegion = () => within(within(document.body).getByRole('region', { name: 'Notifications (F8)' }));
// Radix announces through a visually hidden live region it adds to the body for a second.
const announcement = (text: string) =>
  waitFor(() => {
    const live = within(document.body)
      .getAllByRole('status')
      .find((node) => node.textContent.includes(text));
    if (!live) throw new Error(`No live region announces "${text}"`);
    return live;
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  // Centred, so the trigger buttons sit clear of the toast area at the top right.
  parameters: {
    layout: 'centered',
    docs: { story: { inline: false, iframeHeight: 260 }, description: { component: toastDocs } },
  },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastDemo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

// Success and Error hold their toast open: the screenshot gate captures it after the play function,
// and a capture on a busy machine once came after the four seconds (the toast had gone). The story
// below shows the timer at work.
export const Success: Story = {
  args: { duration: Infinity },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const toasts = toastRegion();
    await waitFor(() => expect(toasts.getByText(successMessage)).toBeVisible());
    await expect(toasts.getByText('Success:')).toBeInTheDocument();
    await expect(await announcement(successMessage)).toHaveAttribute('aria-live', 'polite');
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { duration: Infinity },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    const toasts = toastRegion();
    await waitFor(() => expect(toasts.getByText(errorMessage)).toBeVisible());
    await expect(toasts.getByText('Error:')).toBeInTheDocument();
    await expect(await announcement(errorMessage)).toHaveAttribute('aria-live', 'assertive');
  },
};

export const GoneAfterFourSeconds: Story = {
  name: 'Gone after 4 seconds',
  play: async ({ canvas, userEvent }) => {
    // Keyboard only: a pointer over the toast area would (rightly) pause the timer.
    canvas.getByRole('button', { name: 'Show success toast' }).focus();
    await userEvent.keyboard('{Enter}');
    const shownAt = performance.now();
    const toasts = toastRegion();
    await toasts.findByText(successMessage);
    await sleep(3500 - (performance.now() - shownAt));
    await expect(toasts.getByText(successMessage)).toBeVisible();
    await waitFor(() => expect(toasts.queryByText(successMessage)).toBeNull(), {
      timeout: 2500,
      interval: 20,
    });
    // 4000 ms plus the 150 ms exit fade and slack for a busy machine; Radix's own default (5000)
    // would fail here.
    await expect(performance.now() - shownAt).toBeLessThan(4800);
  },
};

export const CloseButton: Story = {
  name: 'Close button dismisses',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    const toasts = toastRegion();
    await userEvent.click(await toasts.findByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(toasts.queryByText(errorMessage)).toBeNull());
  },
};

export const KeyboardClose: Story = {
  name: 'Keyboard: F8, Tab to the cross, Enter closes',
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Show success toast' }).focus();
    await userEvent.keyboard('{Enter}');
    const toasts = toastRegion();
    await toasts.findByText(successMessage);
    // F8 (the hotkey in the region's name) jumps to the toasts; Tab walks the toast, then its cross.
    await userEvent.keyboard('[F8]');
    await expect(toasts.getByRole('list')).toHaveFocus();
    await userEvent.tab();
    await expect(toasts.getByRole('listitem')).toHaveFocus();
    await userEvent.tab();
    await expect(toasts.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toasts.queryByText(successMessage)).toBeNull());
  },
};

export const SwipeToDismiss: Story = {
  name: 'Swipe right dismisses',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const toasts = toastRegion();
    const message = await toasts.findByText(successMessage);
    const { left, top } = message.getBoundingClientRect();
    const start = { clientX: left + 10, clientY: top + 5 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: message, coords: start },
      { target: message, coords: { ...start, clientX: start.clientX + 30 } },
      { target: message, coords: { ...start, clientX: start.clientX + 120 } },
      { keys: '[/MouseLeft]', target: message, coords: { ...start, clientX: start.clientX + 120 } },
    ]);
    await waitFor(() => expect(toasts.queryByText(successMessage)).toBeNull());
  },
};

export const BothKinds: Story = {
  name: 'Both kinds (stay open for review)',
  args: { duration: Infinity },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    const toasts = toastRegion();
    // Waits out the slide-in, which starts from opacity 0.
    await waitFor(() => expect(toasts.getByText(successMessage)).toBeVisible());
    await waitFor(() => expect(toasts.getByText(errorMessage)).toBeVisible());
  },
};
