import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutPage } from '../../content/pages/about';
import { homePage as copy, homeServices } from '../../content/pages/home';
import { careersPage } from '../../content/pages/careers';
import { processSteps } from '../../content/process';
import { servicePath } from '../../content/services';
import { cookieBanner } from '../../content/cookieBanner';
import type { SiteRoute } from '../../storybook/SiteRoute';
import {
  expectLink,
  expectSitePage,
  expectVisible,
  mainOf,
  sitePageMeta,
  routePath,
  withCookieChoice,
} from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Home',
  tags: ['autodocs'],
  args: { path: routePath('home') },
  ...sitePageMeta(
    'The home page (/) in the site layout: hero, Restaurant Solutions, IT Services (services 2 to 6), RicoTAP, How We Work and the closing call to action. Links navigate inside the story.',
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Returning visitor',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'home', copy.hero.title);
    const main = mainOf(canvas);
    for (const link of main.getAllByRole('link', { name: 'Contact Us' })) {
      await expect(link).toHaveAttribute('href', '/contact');
    }
    await expectLink(main, 'Explore Services', '/services');
    await expectLink(main, copy.restaurantSolutions.action.label, '/services/epos-table-ordering');
    await expectLink(main, 'Request a Demo', '/contact?topic=ricotap');
    // IT Services: the 2nd to the 6th service, each with its own Learn More.
    const learnMore = main.getAllByRole('link', { name: /^Learn More about/ });
    await expect(learnMore).toHaveLength(5);
    for (const [index, service] of homeServices.entries()) {
      await expect(learnMore[index]).toHaveAttribute('href', servicePath(service.id));
    }
    const results = within(main.getByRole('list', { name: 'Results' }));
    await expectVisible(results.getByText('40%'));
    await expectVisible(results.getByText('25%'));
    for (const step of processSteps) {
      await expectVisible(main.getByRole('heading', { name: new RegExp(step.title) }));
    }
    await expect(within(document.body).queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  },
};

export const FirstVisit: Story = {
  name: 'First visit (cookie banner)',
  beforeEach: withCookieChoice(null),
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'home', copy.hero.title);
    const banner = within(await canvas.findByRole('region', { name: 'Cookie consent' }));
    await expect(banner.getByText(cookieBanner.text, { exact: false })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expectLink(banner, 'Learn more about cookies', '/privacy');
  },
};

export const NavigateFromHeader: Story = {
  name: 'Navigate from the header (desktop)',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, userEvent }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('link', { name: 'About Us' }));
    await expectSitePage(canvas, 'about', aboutPage.hero.title);
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NavigateFromMobileMenu: Story = {
  name: 'Navigate from the mobile menu',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The menu is a <details>; its toggle, a <summary>, is not a "button" to Testing Library's queries.
    const menuDetails = canvasElement.querySelector('header details');
    const toggle = menuDetails?.querySelector('summary');
    if (!menuDetails || !toggle) throw new Error('No mobile menu in the header');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Close menu');
    const menu = within(canvas.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(menu.getByRole('link', { name: 'Careers' }));
    await expectSitePage(canvas, 'careers', careersPage.hero.title);
    await expect(menuDetails).not.toHaveAttribute('open');
    await expect(toggle).toHaveAccessibleName('Open menu');
  },
};
