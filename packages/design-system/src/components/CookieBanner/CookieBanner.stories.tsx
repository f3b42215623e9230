import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { cookieBannerDocs } from './CookieBanner.docs';
import { ConsentDemoPage } from './ConsentDemoPage';
import { CookieBanner } from './CookieBanner';
import { cookieBannerCopy } from './CookieBanner.fixtures';
import { cookieConsentStore } from './useCookieConsent';
import { expectStateShown } from '../../storybook/expectStates';
import { showState } from '../../storybook/interactionStates';

const region = () => within(document.body).queryByRole('region', { name: 'Cookie consent' });
// The banner decides just after mount, once it has read the stored choice: a play that reads it
// straight away can run first (animations on, a slow machine), so the first look waits for it.
const shownBanner = async () =>
  within(await within(document.body).findByRole('region', { name: 'Cookie consent' }));
const stored = () => window.localStorage.getItem('cookie-consent');

/** Browsers that block site data throw a SecurityError as soon as a page touches localStorage. */
function blockLocalStorage() {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  return () => {
    if (original) Object.defineProperty(window, 'localStorage', original);
  };
}

const meta = {
  title: 'Feedback/CookieBanner',
  component: CookieBanner,
  tags: ['autodocs'],
  args: { copy: cookieBannerCopy, href: '/privacy', onChoice: fn() },
  // Each story starts from a first visit, whatever the story before it chose.
  beforeEach: () => cookieConsentStore.clear(),
  render: (args) => (
    <ConsentDemoPage>
      <CookieBanner {...args} />
    </ConsentDemoPage>
  ),
  parameters: {
    layout: 'fullscreen',
    // Its own frame per story on the docs page, so the fixed banners do not pile up.
    docs: {
      story: { inline: false, iframeHeight: 360 },
      description: { component: cookieBannerDocs },
    },
  },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  name: 'First visit',
  play: async ({ canvas }) => {
    const banner = await shownBanner();
    await expect(banner.getByText(cookieBannerCopy.text, { exact: false })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Learn more about cookies' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(banner.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(canvas.getByText('Cookie choice: none stored')).toBeVisible();
  },
};

export const AcceptStoresTheChoice: Story = {
  name: 'Accept stores the choice',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click((await shownBanner()).getByRole('button', { name: 'Accept' }));
    await expect(stored()).toBe('accepted');
    await expect(region()).toBeNull();
    await expect(args.onChoice).toHaveBeenCalledWith('accepted');
    // The page's other reader of useCookieConsent() saw the same choice.
    await expect(canvas.getByText('Cookie choice: accepted')).toBeVisible();
  },
};

export const DeclineStoresTheChoice: Story = {
  name: 'Decline stores the choice',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click((await shownBanner()).getByRole('button', { name: 'Decline' }));
    await expect(stored()).toBe('declined');
    await expect(region()).toBeNull();
    await expect(args.onChoice).toHaveBeenCalledWith('declined');
    await expect(canvas.getByText('Cookie choice: declined')).toBeVisible();
  },
};

export const AfterAccept: Story = {
  name: 'After Accept (returning visitor)',
  beforeEach: () => window.localStorage.setItem('cookie-consent', 'accepted'),
  play: async ({ canvas }) => {
    // Read after mount, as the banner is: once the page shows the choice, the banner has decided too.
    await expect(await canvas.findByText('Cookie choice: accepted')).toBeVisible();
    await expect(region()).toBeNull();
    await expect(getComputedStyle(document.body).paddingBottom).toBe('0px');
  },
};

export const AfterDecline: Story = {
  name: 'After Decline (returning visitor)',
  beforeEach: () => window.localStorage.setItem('cookie-consent', 'declined'),
  play: async ({ canvas }) => {
    // Read after mount, as the banner is: once the page shows the choice, the banner has decided too.
    await expect(await canvas.findByText('Cookie choice: declined')).toBeVisible();
    await expect(region()).toBeNull();
  },
};

export const StorageUnavailable: Story = {
  name: 'Storage unavailable',
  beforeEach: blockLocalStorage,
  play: async ({ args, userEvent }) => {
    await expect(() => window.localStorage).toThrow('Access is denied');
    // Nothing can be read, so the banner asks; choosing still works for this page view.
    const banner = await shownBanner();
    await userEvent.click(banner.getByRole('button', { name: 'Decline' }));
    await expect(region()).toBeNull();
    await expect(args.onChoice).toHaveBeenCalledWith('declined');
  },
};

export const KeyboardPath: Story = {
  name: 'Keyboard: Tab reaches the buttons, Enter chooses',
  play: async ({ canvas, userEvent }) => {
    await shownBanner();
    // The page's own controls come first; the banner is last in the tab order and traps nothing.
    canvas.getByRole('button', { name: 'Send Message' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Learn more about cookies' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(stored()).toBe('accepted');
    await expect(region()).toBeNull();
  },
};

export const KeepsLastContentVisible: Story = {
  name: 'Keeps the last content visible',
  play: async ({ canvas }) => {
    const banner = await within(document.body).findByRole('region', { name: 'Cookie consent' });
    const bannerHeight = banner.getBoundingClientRect().height;
    await waitFor(() =>
      expect(parseFloat(getComputedStyle(document.body).paddingBottom)).toBeCloseTo(bannerHeight, 1),
    );
    window.scrollTo(0, document.documentElement.scrollHeight);
    const lastButton = canvas.getByRole('button', { name: 'Send Message' });
    await waitFor(() =>
      expect(lastButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        banner.getBoundingClientRect().top,
      ),
    );
  },
};

export const AskAgain: Story = {
  name: 'Cookie settings asks again',
  beforeEach: () => window.localStorage.setItem('cookie-consent', 'declined'),
  play: async ({ canvas, userEvent }) => {
    await expect(region()).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    await expect(stored()).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  },
};

const inBanner = '[aria-label="Cookie consent"]';

/** Its controls' states without pointing: Decline hovered, Accept focused from the keyboard, Learn more hovered. */
export const States: Story = {
  parameters: {
    pseudo: {
      rootSelector: 'body',
      hover: [`${inBanner} button:nth-of-type(1)`, `${inBanner} a`],
      focusVisible: [`${inBanner} button:nth-of-type(2)`],
    },
  },
  play: async () => {
    // The banner appears just after mount (once the stored choice is read), so the addon, which
    // looks for the parameters' elements as the story renders, may find none: put the states on
    // them here too, as the addon would.
    const banner = await shownBanner();
    const decline = banner.getByRole('button', { name: 'Decline' });
    const accept = banner.getByRole('button', { name: 'Accept' });
    const learnMore = banner.getByRole('link', { name: /Learn more/ });
    showState(decline, 'hover');
    showState(accept, 'focus-visible');
    showState(learnMore, 'hover');
    await expectStateShown(decline, 'hover');
    await expectStateShown(accept, 'focusVisible');
    await expectStateShown(learnMore, 'hover');
  },
};
