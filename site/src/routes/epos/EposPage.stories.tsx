import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { eposPage as copy } from '../../content/pages/epos';
import { contactPage } from '../../content/pages/contact';
import type { SiteRoute } from '../../storybook/SiteRoute';
import { expectSitePage, expectVisible, mainOf, sitePageMeta, routePath } from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Services/EPOS & Table Ordering',
  tags: ['autodocs'],
  args: { path: routePath('epos-table-ordering') },
  ...sitePageMeta(
    'EPOS & Table Ordering (/services/epos-table-ordering), the one service with its full page: features, results, capabilities and security, pricing, how we get you live, and the quote and demo calls to action.',
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'EPOS & Table Ordering',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'epos-table-ordering', copy.hero.title);
    const main = mainOf(canvas);
    for (const feature of copy.features.items) {
      await expectVisible(main.getByRole('heading', { name: feature.title }));
    }
    // The four results, each read as one phrase.
    const results = within(main.getByRole('region', { name: copy.stats.title })).getAllByRole('listitem');
    await expect(results.map((item) => item.textContent)).toEqual([
      '40% fewer wait times',
      '25% higher average order value',
      '60% faster order processing',
      '90% better order accuracy',
    ]);
    await expectVisible(main.getByText('Custom pricing'));
    for (const step of copy.implementation.steps) {
      await expectVisible(main.getByRole('heading', { name: new RegExp(step.title) }));
    }
    // Hero and closing band both offer the quote and the demo.
    const quotes = main.getAllByRole('link', { name: copy.cta.primary.label });
    const demos = main.getAllByRole('link', { name: copy.cta.secondary.label });
    await expect(quotes).toHaveLength(2);
    await expect(demos).toHaveLength(2);
    for (const link of quotes) await expect(link).toHaveAttribute('href', '/contact');
    for (const link of demos) await expect(link).toHaveAttribute('href', '/contact?topic=demo');
  },
};

export const ScheduleDemo: Story = {
  name: 'Schedule Demo opens the contact form',
  play: async ({ canvas, userEvent }) => {
    await expectSitePage(canvas, 'epos-table-ordering', copy.hero.title);
    const [demo] = mainOf(canvas).getAllByRole('link', { name: copy.cta.secondary.label });
    if (!demo) throw new Error('No Schedule Demo link');
    await userEvent.click(demo);
    await expectSitePage(canvas, 'contact', contactPage.hero.title);
    await expect(await canvas.findByRole('checkbox', { name: 'EPOS & Table Ordering' })).toBeChecked();
  },
};
