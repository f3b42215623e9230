import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { Header } from './Header';
import { headerDocs } from './Header.docs';
import {
  contactAction,
  mainNavigation,
  navigationWithDescriptions,
  sampleBrand,
  serviceLinks,
} from './Header.fixtures';
import { vars } from '../../tokens/contract.css';
import { navigate, nextFrame, resetStoryPage, withStoryPage } from './storyPage';
import { expectStateShown } from '../../storybook/expectStates';
import { installStoryClock } from '../../storybook/storyClock';
import { showState } from '../../storybook/interactionStates';

const meta = {
  title: 'Navigation/Header/Desktop',
  component: Header,
  tags: ['autodocs'],
  decorators: [withStoryPage],
  beforeEach: resetStoryPage,
  globals: { viewport: { value: 'desktop' } },
  args: { items: mainNavigation, currentPath: '/', brand: sampleBrand, contact: contactAction },
  parameters: {
    layout: 'fullscreen',
    // Each story in its own frame: a sticky header and a tall page do not fit inline on the docs page.
    docs: { description: { component: headerDocs }, story: { inline: false, iframeHeight: 480 } },
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

// Services is a link to its own page that also opens the dropdown.
const servicesTrigger = (canvas: Canvas) => canvas.getByRole('link', { name: 'Services' });

export const AtTop: Story = {
  name: 'At top',
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-state', 'top');
    await expect(getComputedStyle(header).boxShadow).toBe('none');
    await expect(window.innerWidth).toBeGreaterThanOrEqual(900);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current');
    await expect(servicesTrigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesTrigger(canvas)).toHaveAttribute('href', '/services');
    // Contact Us is in the navigation list and is the button: shown once, not twice.
    await expect(canvas.getAllByRole('link', { name: 'Contact Us' })).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(canvasElement.querySelectorAll('a[href="/services/data-analytics"]')).toHaveLength(1);
  },
};

export const Scrolled: Story = {
  name: 'Scrolled (past 10 px)',
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    window.scrollTo(0, 10);
    await nextFrame();
    await expect(header).toHaveAttribute('data-state', 'top');
    window.scrollTo(0, 11);
    await waitFor(() => expect(header).toHaveAttribute('data-state', 'scrolled'));
    window.scrollTo(0, 400);
    await nextFrame();
    await expect(header.getBoundingClientRect().top).toBe(0);
    const styles = getComputedStyle(header);
    await expect(styles.boxShadow).not.toBe('none');
    await expect(styles.backdropFilter).toContain('blur');
  },
};

export const ServicesIsALink: Story = {
  name: 'Services is a link to its page',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(servicesTrigger(canvas));
    await expect(navigate).toHaveBeenLastCalledWith('/services');
    // A click goes to the page: it does not leave the panel open over it.
    await expect(servicesTrigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    // Nor after it: the pointer still resting there, moving a little, past the hover's opening delay
    // (Radix's 200 ms), on a clock the story moves on: on the machine's, a slow processor once put the
    // click inside the delay and the panel opened after.
    // The pointer's events are fired directly: user-event waits on a timeout between its steps.
    const clock = installStoryClock();
    try {
      const mouse = { pointerType: 'mouse', bubbles: true };
      await fireEvent.pointerEnter(servicesTrigger(canvas), mouse);
      await fireEvent.pointerMove(servicesTrigger(canvas), mouse);
      await clock.tickAsync(200);
      await fireEvent.pointerMove(servicesTrigger(canvas), mouse);
      await clock.tickAsync(200);
    } finally {
      clock.uninstall();
    }
    await expect(servicesTrigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    // Once the pointer has left, hovering opens it again as usual.
    await userEvent.unhover(servicesTrigger(canvas));
    await nextFrame();
    await expect(servicesTrigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(servicesTrigger(canvas));
    await waitFor(() => expect(servicesTrigger(canvas)).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.unhover(servicesTrigger(canvas));
    await waitFor(() => expect(servicesTrigger(canvas)).toHaveAttribute('aria-expanded', 'false'));
    // Enter follows the link too, with the panel shut; no pointer rests there, so the next hover opens it.
    servicesTrigger(canvas).focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
    await expect(servicesTrigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(servicesTrigger(canvas));
    await waitFor(() => expect(servicesTrigger(canvas)).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.unhover(servicesTrigger(canvas));
    await waitFor(() => expect(servicesTrigger(canvas)).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const OnTheServicesPage: Story = {
  name: 'On the services page',
  args: { currentPath: '/services' },
  play: async ({ canvas }) => {
    await expect(servicesTrigger(canvas)).toHaveAttribute('aria-current', 'page');
  },
};

export const ScrolledOverADarkBand: Story = {
  name: 'Scrolled over a dark band',
  // The darkest surface a page has, right under the bar; axe checks the header in that state.
  decorators: [
    (Story) => (
      <>
        <Story />
        <section
          data-band
          style={{ minHeight: '100vh', padding: '3rem 1.5rem', background: vars.color.inverse }}
        >
          <h2 style={{ color: vars.color.onInverse }}>Ready to get started?</h2>
        </section>
      </>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole('banner');
    const band = canvasElement.querySelector('[data-band]');
    window.scrollTo(0, (band?.getBoundingClientRect().top ?? 0) + window.scrollY + 1);
    await waitFor(() => expect(header).toHaveAttribute('data-state', 'scrolled'));
    // The background fades in: let it settle on the colour axe should measure.
    await waitFor(() => expect(header.getAnimations()).toHaveLength(0));
    await expect(within(header).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const DropdownOpen: Story = {
  name: 'Desktop dropdown open',
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(servicesTrigger(canvas));
    await waitFor(() => expect(servicesTrigger(canvas)).toHaveAttribute('aria-expanded', 'true'));
    for (const child of serviceLinks) {
      await expect(canvas.getByRole('link', { name: child.label })).toHaveAttribute('href', child.href);
    }
    await expect(canvas.getByRole('link', { name: 'All Services' })).toHaveAttribute('href', '/services');
  },
};

export const HoverOpensAndLeaveCloses: Story = {
  name: 'Hover opens, leaving closes',
  play: async ({ canvas, userEvent }) => {
    const trigger = servicesTrigger(canvas);
    await expect(canvas.queryByRole('link', { name: 'Data & Analytics' })).toBeNull();
    await userEvent.hover(trigger);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Data & Analytics' })).toBeVisible());
    await userEvent.unhover(trigger);
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Data & Analytics' })).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardOpens: Story = {
  name: 'Enter follows, Space and ArrowDown open, Escape closes',
  play: async ({ canvas, userEvent }) => {
    const trigger = servicesTrigger(canvas);
    // Tab order: brand, Home, About Us, Services.
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await expect(trigger).toHaveFocus();

    // Enter follows the link, like any link; the panel stays closed.
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/services');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: serviceLinks[0]?.label })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));

    // ArrowDown on the closed trigger opens the panel and moves into it in one step.
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: serviceLinks[0]?.label })).toHaveFocus();
  },
};

export const CurrentPageInDropdown: Story = {
  name: 'Current page inside the dropdown',
  args: { currentPath: '/services/data-analytics' },
  play: async ({ canvas, userEvent }) => {
    const trigger = servicesTrigger(canvas);
    await expect(trigger).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await userEvent.hover(trigger);
    const current = await canvas.findByRole('link', { name: 'Data & Analytics' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'All Services' })).not.toHaveAttribute('aria-current');
  },
};

export const CurrentPageBelowALink: Story = {
  name: 'Current page below a link',
  args: { currentPath: '/jobs/react-developer' },
  play: async ({ canvas }) => {
    // A page under /jobs (one role) marks Jobs as the section the visitor is in, not as the page.
    const jobs = canvas.getByRole('link', { name: 'Jobs' });
    await expect(jobs).toHaveAttribute('aria-current', 'true');
    // Shown as the current link is (the accent colour), not as the links beside it.
    const careers = canvas.getByRole('link', { name: 'Careers' });
    await expect(careers).not.toHaveAttribute('aria-current');
    await expect(getComputedStyle(jobs).color).not.toBe(getComputedStyle(careers).color);
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const WithDescriptions: Story = {
  name: 'Dropdown with descriptions',
  args: { items: navigationWithDescriptions },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(servicesTrigger(canvas));
    const epos = await canvas.findByRole('link', { name: 'EPOS & Table Ordering' });
    await expect(epos).toHaveAccessibleDescription(
      'Multi-platform EPOS, QR table ordering and kitchen display screens.',
    );
    await expect(epos).toHaveTextContent('kitchen display screens');
  },
};

export const ChoosingALinkCloses: Story = {
  name: 'Choosing a dropdown link closes it',
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(servicesTrigger(canvas));
    await userEvent.click(await canvas.findByRole('link', { name: 'Cloud & Mobile Development' }));
    await expect(navigate).toHaveBeenCalledWith('/services/cloud-mobile');
    await waitFor(() => expect(servicesTrigger(canvas)).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const TabThroughDropdown: Story = {
  name: 'Tab moves through the open dropdown and on',
  play: async ({ canvas, userEvent }) => {
    const trigger = servicesTrigger(canvas);
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const child of serviceLinks) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: child.label })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'All Services' })).toHaveFocus();
    // No hidden tab stop after the panel: the next Tab lands on the next top-level link.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Jobs' })).toHaveFocus();
  },
};

/**
 * The items' states without pointing: About Us hovered, Jobs focused from the keyboard, Contact Us
 * pressed, Services (the dropdown's trigger) hovered.
 */
export const States: Story = {
  parameters: {
    pseudo: {
      rootSelector: 'body',
      hover: ['header a[href="/about"]', 'header a[href="/services"]'],
      focusVisible: ['header a[href="/jobs"]'],
      active: ['header a[href="/contact"]'],
    },
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expectStateShown(nav.getByRole('link', { name: 'About Us' }), 'hover');
    await expectStateShown(servicesTrigger(canvas), 'hover');
    await expectStateShown(nav.getByRole('link', { name: 'Jobs' }), 'focusVisible');
    await expectStateShown(canvas.getByRole('link', { name: 'Contact Us' }), 'active');
  },
};

/** The open dropdown's links without pointing: the first hovered, the second focused from the keyboard. */
export const DropdownStates: Story = {
  name: 'Dropdown states',
  play: async ({ canvas, userEvent }) => {
    servicesTrigger(canvas).focus();
    await userEvent.keyboard(' ');
    const [hovered, focused] = serviceLinks.map((child) => canvas.getByRole('link', { name: child.label }));
    if (!hovered || !focused) throw new Error('The dropdown has fewer than two links');
    // They appear only once it is open, after the addon has set its states: so set them here.
    showState(hovered, 'hover');
    showState(focused, 'focus-visible');
    await expectStateShown(hovered, 'hover');
    await expectStateShown(focused, 'focusVisible');
  },
};
