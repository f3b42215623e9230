import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { Header } from './Header';
import { headerMobileDocs } from './Header.docs';
import { contactAction, mainNavigation, navigationWithTwoGroups, sampleBrand } from './Header.fixtures';
import { navigate, resetStoryPage, withStoryPage } from './storyPage';
import { expectStateShown } from '../../storybook/expectStates';
import { installStoryClock } from '../../storybook/storyClock';

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

// The menu and its groups are <details>; their toggles are <summary> elements, which browsers and
// axe expose as buttons but Testing Library's role queries do not find, so they are found by element.
const menu = (root: HTMLElement) => {
  const details = root.querySelector<HTMLDetailsElement>('header details');
  if (!details) throw new Error('No menu in the header');
  return details;
};
const toggle = (root: HTMLElement) => menu(root).querySelector<HTMLElement>(':scope > summary');
const groupToggle = (nav: HTMLElement, name: string) => {
  const summary = [...nav.querySelectorAll<HTMLElement>('summary')].find((s) => s.textContent === name);
  if (!summary) throw new Error(`No group named ${name}`);
  return summary;
};
const pageLocked = () => getComputedStyle(document.documentElement).overflow === 'hidden';
const openMenu = async (root: HTMLElement, click: (element: Element) => Promise<void>) => {
  await click(toggle(root) ?? root);
  return within(root).getByRole('navigation', { name: 'Main' });
};

export const MobileClosed: Story = {
  name: 'Mobile, closed',
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(toggle(canvasElement)).toBeVisible();
    await expect(toggle(canvasElement)).toHaveAccessibleName('Open menu');
    await expect(menu(canvasElement)).not.toHaveAttribute('open');
    // Neither navigation is exposed: the desktop one is display:none below md, the panel is closed.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Contact Us' })).toBeNull();
    await expect(pageLocked()).toBe(false);
  },
};

export const MobileOpen: Story = {
  name: 'Mobile, open',
  play: async ({ canvasElement, userEvent }) => {
    const nav = await openMenu(canvasElement, (el) => userEvent.click(el));
    await expect(toggle(canvasElement)).toHaveAccessibleName('Close menu');
    await expect(menu(canvasElement)).toHaveAttribute('open');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const links = within(nav).getAllByRole('link');
    await expect(links.at(-1)).toHaveAccessibleName('Contact Us');
    await expect(pageLocked()).toBe(true);
  },
};

export const ToggleOpensAndCloses: Story = {
  name: 'Toggle opens and closes',
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openMenu(canvasElement, (el) => userEvent.click(el));
    await expect(pageLocked()).toBe(true);
    await userEvent.click(toggle(canvasElement) ?? canvasElement);
    await expect(toggle(canvasElement)).toHaveAccessibleName('Open menu');
    await expect(menu(canvasElement)).not.toHaveAttribute('open');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(pageLocked()).toBe(false);
  },
};

export const ServicesExpanded: Story = {
  name: 'Mobile, Services expanded',
  play: async ({ canvasElement, userEvent }) => {
    const nav = await openMenu(canvasElement, (el) => userEvent.click(el));
    const services = groupToggle(nav, 'Services');
    const group = services.parentElement;
    await expect(group).not.toHaveAttribute('open');
    await userEvent.click(services);
    await expect(group).toHaveAttribute('open');
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
  play: async ({ canvasElement, userEvent }) => {
    const nav = await openMenu(canvasElement, (el) => userEvent.click(el));
    const services = groupToggle(nav, 'Services');
    const company = groupToggle(nav, 'Company');
    await userEvent.click(services);
    await userEvent.click(company);
    await expect(services.parentElement).toHaveAttribute('open');
    await expect(company.parentElement).toHaveAttribute('open');

    await userEvent.click(services);
    await expect(services.parentElement).not.toHaveAttribute('open');
    await expect(within(nav).queryByRole('link', { name: 'Data & Analytics' })).toBeNull();
    await expect(company.parentElement).toHaveAttribute('open');
    await expect(within(nav).getByRole('link', { name: 'Careers' })).toBeVisible();
  },
};

export const CurrentGroupStartsOpen: Story = {
  name: 'The group of the current page starts open',
  args: { currentPath: '/services/data-analytics' },
  play: async ({ canvasElement, userEvent }) => {
    const nav = await openMenu(canvasElement, (el) => userEvent.click(el));
    const services = groupToggle(nav, 'Services');
    await expect(services.parentElement).toHaveAttribute('open');
    await expect(services).toHaveAttribute('aria-current', 'true');
    await expect(within(nav).getByRole('link', { name: 'Data & Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const CurrentPageBelowALink: Story = {
  name: 'Current page below a link',
  args: { currentPath: '/jobs/react-developer' },
  play: async ({ canvasElement, userEvent }) => {
    const nav = await openMenu(canvasElement, (el) => userEvent.click(el));
    await expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'true');
    await expect(within(nav).getByRole('link', { name: 'Careers' })).not.toHaveAttribute('aria-current');
  },
};

export const ChoosingALinkCloses: Story = {
  name: 'Choosing a link closes the menu',
  play: async ({ canvasElement, userEvent }) => {
    let nav = await openMenu(canvasElement, (el) => userEvent.click(el));
    await userEvent.click(groupToggle(nav, 'Services'));
    await userEvent.click(within(nav).getByRole('link', { name: 'Data & Analytics' }));
    await expect(navigate).toHaveBeenLastCalledWith('/services/data-analytics');
    await expect(menu(canvasElement)).not.toHaveAttribute('open');
    await expect(pageLocked()).toBe(false);

    nav = await openMenu(canvasElement, (el) => userEvent.click(el));
    await userEvent.click(within(nav).getByRole('link', { name: 'Contact Us' }));
    await expect(navigate).toHaveBeenLastCalledWith('/contact');
    await expect(menu(canvasElement)).not.toHaveAttribute('open');
  },
};

export const EscapeCloses: Story = {
  name: 'Escape closes and restores focus',
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab(); // brand
    await userEvent.tab();
    await expect(toggle(canvasElement)).toHaveFocus();
    // Enter and Space on a <summary> are the browser's own; a synthetic key press cannot do them.
    await userEvent.click(toggle(canvasElement) ?? canvasElement);
    await expect(menu(canvasElement)).toHaveAttribute('open');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu(canvasElement)).not.toHaveAttribute('open'));
    await expect(toggle(canvasElement)).toHaveFocus();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const ClosesWhenWindowGrows: Story = {
  name: 'Closes when the window grows past md',
  play: async ({ canvasElement, userEvent }) => {
    await openMenu(canvasElement, (el) => userEvent.click(el));
    // The menu follows its element's toggle event, which arrives a task after the click.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Pretend the window is now desktop-wide; the resize events drive the real debounce.
    const wide = window.matchMedia('all');
    const matchMedia = spyOn(window, 'matchMedia').mockReturnValue(wide);
    try {
      // The debounce runs on a clock the story moves on: the same verdict on any machine's speed.
      const clock = installStoryClock();
      try {
        window.dispatchEvent(new Event('resize'));
        await clock.tickAsync(150);
        window.dispatchEvent(new Event('resize')); // restarts the 250 ms wait
        await clock.tickAsync(249);
        await expect(menu(canvasElement)).toHaveAttribute('open');
        await clock.tickAsync(1);
      } finally {
        clock.uninstall();
      }
      await waitFor(() => expect(menu(canvasElement)).not.toHaveAttribute('open'));
      await expect(pageLocked()).toBe(false);
    } finally {
      matchMedia.mockRestore();
    }
  },
};

// The menu's own toggle, not those of the groups inside it.
const menuToggle = 'header details:not(details details) > summary';

/** The menu toggle hovered, without pointing. */
export const ToggleHovered: Story = {
  name: 'Toggle hovered',
  parameters: { pseudo: { rootSelector: 'body', hover: [menuToggle] } },
  play: async ({ canvasElement }) => {
    await expectStateShown(toggle(canvasElement) as HTMLElement, 'hover');
  },
};

/** The menu toggle focused from the keyboard, without pressing Tab. */
export const ToggleFocused: Story = {
  name: 'Toggle focused (keyboard)',
  parameters: { pseudo: { rootSelector: 'body', focusVisible: [menuToggle] } },
  play: async ({ canvasElement }) => {
    await expectStateShown(toggle(canvasElement) as HTMLElement, 'focusVisible');
  },
};
