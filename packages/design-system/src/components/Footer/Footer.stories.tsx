import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ThemeControl } from '../ThemeControl/ThemeControl';
import { Footer } from './Footer';
import { sampleFooter } from './Footer.fixtures';
import { roleColor } from '../../tokens/roleColor';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: sampleFooter,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `
The site footer, once per page after \`<main>\` (it is the page's \`contentinfo\` landmark). It sits on
the dark ink band and shows the brand and blurb, three social links, the company's \`<address>\` with
mailto and tel links, link columns from props (the site passes Company, Services, Legal) and a
copyright line. Not for page-specific calls to action: use a CallToAction band above it.

Keyboard: every link is in the normal tab order, with the focus ring made for dark surfaces.
Screen readers: the social links are icons, so each has a name ("Rico on LinkedIn"); the columns are
one "Footer" navigation landmark with a heading per column. The year defaults to the current year.`,
      },
    },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const network of ['Twitter', 'LinkedIn', 'Facebook']) {
      await expect(canvas.getByRole('link', { name: `Rico on ${network}` })).toBeVisible();
    }
    const address = canvas.getByRole('contentinfo').querySelector('address');
    await expect(address).toHaveTextContent('1 Example Street, London EC1A 1AA, United Kingdom');
    const contact = within(address ?? document.body);
    await expect(contact.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    await expect(contact.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    const headings = within(nav).getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Company', 'Services', 'Legal']);
    await expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByText(/^©/)).toHaveTextContent('© 2025 Rico. All rights reserved.');
  },
};

export const CookieSettingsLink: Story = {
  name: 'Cookie settings on every page',
  play: async ({ canvas, userEvent }) => {
    // The way back to the cookie choice: a plain link, so it works before (and without) JavaScript.
    const link = within(canvas.getByRole('navigation', { name: 'Footer' })).getByRole('link', {
      name: 'Cookie settings',
    });
    await expect(link).toHaveAttribute('href', '/privacy#cookie-settings');
    canvas.getByRole('link', { name: 'Privacy Policy' }).focus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const CurrentYearByDefault: Story = {
  name: 'Current year by default',
  args: { year: undefined },
  // The year changes every January; keep it out of visual snapshots.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^©/)).toHaveTextContent(`© ${new Date().getFullYear()} Rico.`);
  },
};

export const WithThemeControl: Story = {
  name: 'With the theme control',
  args: {
    settings: <ThemeControl legend="Theme" labels={{ system: 'System', light: 'Light', dark: 'Dark' }} />,
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Theme' });
    await expect(canvas.getByRole('contentinfo')).toContainElement(group);
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
  },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard focus on the dark band',
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const brand = canvas.getByRole('link', { name: 'Rico' });
    await expect(brand).toHaveFocus();
    await userEvent.tab();
    const twitter = canvas.getByRole('link', { name: 'Rico on Twitter' });
    await expect(twitter).toHaveFocus();
    // waitFor: the test run shortens transitions to ~0 s, but the colour still settles a frame later.
    await waitFor(() => expect(getComputedStyle(twitter).outlineColor).toBe(roleColor('focusOnInverse')));
    await expect(getComputedStyle(twitter).outlineStyle).toBe('solid');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    // One column: the link columns stack below the contact details.
    const address = canvas.getByRole('contentinfo').querySelector('address');
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(nav.getBoundingClientRect().top).toBeGreaterThan(
      address?.getBoundingClientRect().bottom ?? 0,
    );
  },
};
