import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { installStoryClock } from '../../storybook/storyClock';
import { toastDocs } from './Toast.docs';
import { errorMessage, successMessage, ToastDemo } from './ToastDemo';
import { ToastProvider } from './ToastProvider';

const toastRegion = () => within(within(document.body).getByRole('region', { name: 'Notifications (F8)' }));

/**
 * The first answer `find` gives, checked again on every change to the page: a wait that cannot look too
 * late for something that is there only briefly (polling missed Radix's live region on a busy machine).
 * No deadline of its own: what never comes is a hung story, ended by the test's timeout.
 */
const whenFound = <T,>(find: () => T | undefined) =>
  new Promise<T>((resolve) => {
    const check = () => {
      const found = find();
      if (found === undefined) return false;
      observer.disconnect();
      resolve(found);
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check()) observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });

const byText = (selector: string, text: string) => () =>
  [...document.querySelectorAll<HTMLElement>(selector)].find((node) => node.textContent.includes(text));

/**
 * Radix announces through a visually hidden live region it adds to the body for about a second:
 * watched for from before the toast is asked for.
 */
const announcement = (text: string) => whenFound(byText('[role="status"]', text));

/**
 * Shows a toast from its trigger (focus and a plain click, as user-event's click does) and resolves
 * with Radix's announcement of it. Radix writes the words into its live region a frame or two after
 * the toast appears, and removes the region after a second of its own: on a busy machine that second
 * once ran out before the frames came, the words were never written, and the story waited for ever.
 * On the story's clock the second waits for the frames; the region then stays, visually hidden.
 */
async function showAndHear(trigger: HTMLElement, text: string): Promise<HTMLElement> {
  const announced = announcement(text);
  const clock = installStoryClock();
  try {
    trigger.focus();
    trigger.click();
    return await announced;
  } finally {
    clock.uninstall();
  }
}

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
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show success toast' });
    await expect(await showAndHear(trigger, successMessage)).toHaveAttribute('aria-live', 'polite');
    const toasts = toastRegion();
    await waitFor(() => expect(toasts.getByText(successMessage)).toBeVisible());
    await expect(toasts.getByText('Success:')).toBeInTheDocument();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { duration: Infinity },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show error toast' });
    await expect(await showAndHear(trigger, errorMessage)).toHaveAttribute('aria-live', 'assertive');
    const toasts = toastRegion();
    await waitFor(() => expect(toasts.getByText(errorMessage)).toBeVisible());
    await expect(toasts.getByText('Error:')).toBeInTheDocument();
  },
};

/**
 * The toast's four seconds on a clock the story moves on (storyClock.ts): open at 3.5 s, closing at
 * 4 s. On the machine's clock this raced the toast on a busy processor (a bound of 700 ms read 772);
 * here no real time passes between the two checks, so any machine gives the same verdict. Radix's
 * default of 5 s would still leave it open at 4 s, and the toast never closes.
 */
export const GoneAfterFourSeconds: Story = {
  name: 'Gone after 4 seconds',
  play: async ({ canvas }) => {
    const clock = installStoryClock();
    let toast: HTMLElement;
    try {
      // Focus and a plain click, as Enter on the focused button does: no pointer moves over the toast
      // area, which would (rightly) pause the timer.
      const trigger = canvas.getByRole('button', { name: 'Show success toast' });
      trigger.focus();
      trigger.click();
      toast = await whenFound(byText('li[data-state]', successMessage));
      // Radix starts the toast's timer in an effect just after it appears (beside a one-second timer
      // of its own for the announcement).
      await clock.whenSet((delay) => delay > 1000);
      await clock.tickAsync(3500);
      await expect(toast).toHaveAttribute('data-state', 'open');
      await clock.tickAsync(500);
    } finally {
      clock.uninstall();
    }
    await waitFor(() => expect(toast.isConnected ? toast.dataset.state : 'gone').not.toBe('open'));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
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
