import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Container } from '../Container/Container';
import { CookieBanner } from '../CookieBanner/CookieBanner';
import { cookieBannerCopy } from '../CookieBanner/CookieBanner.fixtures';
import { cookieConsentStore } from '../CookieBanner/useCookieConsent';
import { CookieSettings } from './CookieSettings';
import { cookieSettingsCopy as copy } from './CookieSettings.fixtures';

const stored = () => window.localStorage.getItem('cookie-consent');
const storeChoice = (choice: 'accepted' | 'declined') => () => {
  window.localStorage.setItem('cookie-consent', choice);
};

const meta = {
  title: 'Feedback/CookieSettings',
  component: CookieSettings,
  tags: ['autodocs'],
  args: { copy, onSave: fn() },
  // Each story starts from a first visit with no browser signal, whatever the story before it did.
  beforeEach: () => {
    cookieConsentStore.configure({});
    cookieConsentStore.clear();
  },
  render: (args) => (
    <Container width="sm" style={{ paddingBlock: 24 }}>
      <h2 id="cookie-settings">Cookie settings</h2>
      <CookieSettings {...args} />
    </Container>
  ),
  parameters: {
    docs: {
      description: {
        component: `
Where a visitor sees and changes the cookie choice at any time (GOV.UK's cookie page pattern): the
current choice in a sentence, two radio options, Save, and a confirmation that takes focus. Put it on
the privacy and cookie page under its own heading, and link to it from the footer on every page.

It shares the page's consent store with CookieBanner: saving stores the same \`cookie-consent\` value,
hides the banner, and notifies everything that follows the choice (e.g. analytics stopping when the
visitor withdraws). While the browser's privacy signal decides (Global Privacy Control, configured
by the site with \`configureCookieConsent\`), it says so instead of offering a choice.

**Keyboard:** Tab to the options (arrow keys move between them), Tab to Save, Enter or Space saves.`,
      },
    },
  },
} satisfies Meta<typeof CookieSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoChoiceYet: Story = {
  name: 'No choice yet',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.current.unset)).toBeVisible();
    const group = canvas.getByRole('group', { name: copy.legend });
    await expect(within(group).getByRole('radio', { name: copy.accept })).not.toBeChecked();
    await expect(within(group).getByRole('radio', { name: copy.decline })).not.toBeChecked();
    await expect(canvas.queryByText(copy.saved)).toBeNull();
  },
};

export const AcceptAndSave: Story = {
  name: 'Accept, save, confirmation',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: copy.accept }));
    await userEvent.click(canvas.getByRole('button', { name: copy.save }));
    await expect(stored()).toBe('accepted');
    await expect(args.onSave).toHaveBeenCalledWith('accepted');
    await expect(canvas.getByText(copy.saved)).toHaveFocus();
    await expect(canvas.getByText(copy.current.accepted)).toBeVisible();
  },
};

export const Withdraw: Story = {
  name: 'Withdraw an earlier Accept',
  beforeEach: storeChoice('accepted'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByText(copy.current.accepted)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: copy.accept })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: copy.decline }));
    await userEvent.click(canvas.getByRole('button', { name: copy.save }));
    await expect(stored()).toBe('declined');
    await expect(args.onSave).toHaveBeenCalledWith('declined');
    await expect(canvas.getByText(copy.current.declined)).toBeVisible();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: arrows pick, Enter saves',
  beforeEach: storeChoice('declined'),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(copy.current.declined);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: copy.decline })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: copy.accept })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: copy.save })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(stored()).toBe('accepted');
    await expect(canvas.getByText(copy.saved)).toHaveFocus();
  },
};

export const SavingHidesTheBanner: Story = {
  name: 'Saving hides the banner',
  render: (args) => (
    <Container width="sm" style={{ paddingBlock: 24 }}>
      <CookieSettings {...args} />
      <CookieBanner copy={cookieBannerCopy} href="/privacy" />
    </Container>
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('region', { name: cookieBannerCopy.label })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: copy.decline }));
    await userEvent.click(canvas.getByRole('button', { name: copy.save }));
    await expect(canvas.queryByRole('region', { name: cookieBannerCopy.label })).toBeNull();
  },
};

export const BrowserSignal: Story = {
  name: 'Global Privacy Control on',
  beforeEach: () => {
    cookieConsentStore.configure({ browserRefuses: () => true });
    return () => cookieConsentStore.configure({});
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.browserSignal)).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};
