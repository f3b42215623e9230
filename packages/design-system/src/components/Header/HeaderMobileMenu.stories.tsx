import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { Header } from './Header';
import { headerMobileDocs } from './Header.docs';
import { contactAction, mainNavigation, navigationWithTwoGroups, sampleBrand } from './Header.fixtures';
import { navigate, resetStoryPage, withStoryPage } from './storyPage';

const meta = {
  title: 'Navigation/Header/Mobile',
  component: Header,
  tags: ['autodocs'],
  decorators: [withStoryPage],
  beforeEach: resetStoryPage,
  // The Vitest addon sizes the browser from this global too (390 x 844), so tests run at phone width.
  globals: { viewport: { value: 'mobile' } },
  args: { items: mainNavigation, currentPath: '/', brand: sampleBrand, contact: contactAction },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: headerMobileDocs }, story: { inline: false, iframeHeight: 700 } },
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const toggle = (canvas: Canvas) => canvas.getByRole('button', { name: /^(Open|Close) menu$/ });
const openMenu = async (canvas: Canvas, click: (element: Element) => Promise<void>) => {
  await click(canvas.getByRole('button', { name: 'Open menu' }));
  return canvas.getByRole('navigation', { name: 'Main' });
};

export const MobileClosed: Story = {
  name: 'Mobile, closed',
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(panel).not.toBeNull();
    await expect(panel).not.toBeVisible();
    // Neither navigation is exposed: the desktop one is display:none below md, the panel is hidden.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Contact Us' })).toBeNull();
  },
};

export const MobileOpen: Story = {
  name: 'Mobile, open',
  play: async ({ canvas, userEvent }) => {
    const nav = await openMenu(canvas, (el) => userEvent.click(el));
    await expect(toggle(canvas)).toHaveAccessibleName('Close menu');
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.id).toBe(toggle(canvas).getAttribute('aria-controls'));
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const links = within(nav).getAllByRole('link');
    await expect(links.at(-1)).toHaveAccessibleName('Contact Us');
    await expect(document.body.style.overflow).toBe('hidden');
  },
};

export const ToggleOpensAndCloses: Story = {
  name: 'Toggle opens and closes',
  play: async ({ canvas, userEvent }) => {
    await openMenu(canvas, (el) => userEvent.click(el));
    await expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await expect(toggle(canvas)).toHaveAccessibleName('Open menu');
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(document.body.style.overflow).toBe('');
  },
};

export const ServicesExpanded: Story = {
  name: 'Mobile, Services expanded',
  play: async ({ canvas, userEvent }) => {
    const nav = await openMenu(canvas, (el) => userEvent.click(el));
    const services = within(nav).getByRole('button', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const group = document.getElementById(services.getAttribute('aria-controls') ?? '');
    await expect(group).toBeVisible();
    await expect(within(group ?? nav).getAllByRole('link')).toHaveLength(7);
    await expect(within(nav).getByRole('link', { name: 'All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  },
};

export const GroupsExpandIndependently: Story = {
  name: 'Groups expand and collapse independently',
  args: { items: navigationWithTwoGroups },
  play: async ({ canvas, userEvent }) => {
    const nav = await openMenu(canvas, (el) => userEvent.click(el));
    const services = within(nav).getByRole('button', { name: 'Services' });
    const company = within(nav).getByRole('button', { name: 'Company' });
    await userEvent.click(services);
    await userEvent.click(company);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(company).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Data & Analytics' })).toBeNull();
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Careers' })).toBeVisible();
  },
};

export const ChoosingALinkCloses: Story = {
  name: 'Choosing a link closes the menu',
  play: async ({ canvas, userEvent }) => {
    let nav = await openMenu(canvas, (el) => userEvent.click(el));
    await userEvent.click(within(nav).getByRole('button', { name: 'Services' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Data & Analytics' }));
    await expect(navigate).toHaveBeenLastCalledWith('/services/data-analytics');
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(document.body.style.overflow).toBe('');

    nav = await openMenu(canvas, (el) => userEvent.click(el));
    await userEvent.click(within(nav).getByRole('link', { name: 'Contact Us' }));
    await expect(navigate).toHaveBeenLastCalledWith('/contact');
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EscapeCloses: Story = {
  name: 'Escape closes and restores focus',
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab(); // brand
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(canvas)).toHaveFocus();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const ClosesWhenWindowGrows: Story = {
  name: 'Closes when the window grows past md',
  play: async ({ canvas, userEvent }) => {
    await openMenu(canvas, (el) => userEvent.click(el));
    // Pretend the window is now desktop-wide; the resize events drive the real debounce.
    const wide = window.matchMedia('all');
    const matchMedia = spyOn(window, 'matchMedia').mockReturnValue(wide);
    try {
      const start = performance.now();
      window.dispatchEvent(new Event('resize'));
      await new Promise((resolve) => setTimeout(resolve, 150));
      window.dispatchEvent(new Event('resize')); // restarts the 250 ms wait
      await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false'));
      await expect(performance.now() - start).toBeGreaterThanOrEqual(400);
      await waitFor(() => expect(document.body.style.overflow).toBe(''));
    } finally {
      matchMedia.mockRestore();
    }
  },
};
