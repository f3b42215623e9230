import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { services } from '../ServiceCard/ServiceCard.fixtures';
import { ServiceGrid } from './ServiceGrid';

const meta = {
  title: 'Blocks/ServiceGrid',
  component: ServiceGrid,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A list of ServiceCards: one column on phones, two from small screens and `columns` (3 by',
          'default, or 2) on wide ones. Cards in a row share its height so their Learn More links line',
          'up, and they enter one after another as the grid scrolls into view.',
        ].join(' '),
      },
    },
  },
  args: { services, 'aria-label': 'Services' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomePageSelection: Story = {
  name: 'Services 2 to 6',
  args: { services: services.slice(1), 'aria-label': 'IT services' },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'IT services' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(5);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/application-implementation',
      '/services/cloud-mobile',
      '/services/data-analytics',
      '/services/web-infrastructure',
      '/services/seo-marketing',
    ]);
    // Link names are unique, so a screen reader's list of links makes sense out of context.
    await expect(new Set(links.map((link) => link.textContent)).size).toBe(5);
    // Cards in a row share its height, so their Learn More links line up (two or more columns from 640 px).
    const [first, second] = within(list).getAllByRole('listitem');
    if (first && second && first.offsetTop === second.offsetTop) {
      const tops = [links[0], links[1]].map((link) => link?.getBoundingClientRect().top);
      await expect(tops[0]).toBe(tops[1]);
    }
    // Tab moves through the cards' links in reading order.
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    // Focusing the last card scrolled a narrow window; back at the top, the screenshot is taken from
    // one scroll position every time (a scrolled capture differed by a pixel from run to run).
    window.scrollTo(0, 0);
  },
};

export const AllServices: Story = {
  name: 'All six services, four features each',
  args: { featureCount: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};
