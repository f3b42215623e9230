import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CookieBanner } from '../CookieBanner/CookieBanner';
import { cookieBannerCopy } from '../CookieBanner/CookieBanner.fixtures';
import { cookieConsentStore } from '../CookieBanner/useCookieConsent';
import { PreviewBanner } from './PreviewBanner';
import { previewBannerDocs } from './PreviewBanner.docs';
import { clearDismissal, PREVIEW_BANNER_DISMISSED_KEY } from './sessionDismissal';

// The words come from the site; these stand in for them.
const messages = {
  running: 'Preview backend running in this workspace.',
  disconnected: 'Preview backend disconnected.',
} as const;

const banner = () => within(document.body).queryByRole('complementary', { name: 'Development preview' });

/** Mounts its children afresh on demand, like the next page of the same session. */
function Remountable({ children }: { children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setGeneration((n) => n + 1)}>
        Open the next page
      </Button>
      <div key={generation}>{children}</div>
    </>
  );
}

const meta = {
  title: 'Feedback/PreviewBanner',
  component: PreviewBanner,
  tags: ['autodocs'],
  args: {
    status: 'running',
    message: messages.running,
    href: 'https://firebase.google.com/docs/emulator-suite',
    linkLabel: 'Learn more',
    linkHint: 'about the preview backend',
    onDismiss: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['running', 'disconnected'] } },
  // Each story starts a fresh browser session.
  beforeEach: () => clearDismissal(),
  parameters: {
    docs: { story: { inline: false, iframeHeight: 160 }, description: { component: previewBannerDocs } },
  },
} satisfies Meta<typeof PreviewBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas }) => {
    const aside = within(canvas.getByRole('complementary', { name: 'Development preview' }));
    await expect(aside.getByRole('status')).toHaveTextContent('Preview backend running in this workspace.');
    await expect(aside.getByRole('link', { name: 'Learn more about the preview backend' })).toHaveAttribute(
      'href',
      'https://firebase.google.com/docs/emulator-suite',
    );
  },
};

export const Disconnected: Story = {
  args: { status: 'disconnected', message: messages.disconnected },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Preview backend disconnected.');
  },
};

export const Dismissed: Story = {
  name: 'Dismissed earlier in the session',
  beforeEach: () => window.sessionStorage.setItem(PREVIEW_BANNER_DISMISSED_KEY, 'true'),
  play: async () => {
    await expect(banner()).toBeNull();
  },
};

export const CloseStaysClosed: Story = {
  name: 'Close hides it for the session',
  render: (args) => (
    <Remountable>
      <PreviewBanner {...args} />
    </Remountable>
  ),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss preview banner' }));
    await expect(banner()).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(window.sessionStorage.getItem(PREVIEW_BANNER_DISMISSED_KEY)).toBe('true');
    await userEvent.click(canvas.getByRole('button', { name: 'Open the next page' }));
    await expect(banner()).toBeNull();
  },
};

export const KeyboardClose: Story = {
  name: 'Keyboard: Tab to the cross, Enter closes',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Learn more about the preview backend' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss preview banner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(banner()).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const AboveTheCookieBanner: Story = {
  name: 'Above the cookie banner',
  beforeEach: () => cookieConsentStore.clear(),
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <PreviewBanner {...args} />
      <CookieBanner copy={cookieBannerCopy} href="/privacy" />
    </>
  ),
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('complementary', { name: 'Development preview' });
    // The cookie banner decides just after mount.
    const cookies = await canvas.findByRole('region', { name: 'Cookie consent' });
    // The preview banner rises once the cookie banner has published its measured height.
    await waitFor(() =>
      expect(preview.getBoundingClientRect().bottom).toBeLessThanOrEqual(cookies.getBoundingClientRect().top),
    );
  },
};
