import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, within } from 'storybook/test';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider/LinkProvider';
import { ServiceCard } from './ServiceCard';
import { eposService, services } from './ServiceCard.fixtures';

/** Stands in for the site's router link, to show cards render links through LinkProvider. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { children, ...props },
  ref,
) {
  return (
    <a ref={ref} data-router-link="" {...props}>
      {children}
    </a>
  );
});

const meta = {
  title: 'Blocks/ServiceCard',
  component: ServiceCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'One service as a card: icon, title, description, the first `featureCount` features (4 by',
          'default, as on the services page) and a Learn More link to its page. Use ServiceGrid for a',
          'list of them (the home page shows services 2 to 6 in three columns). Every card shows the',
          'same visible "Learn More", so the link carries a visually hidden " about {title}": a screen',
          'reader’s list of links reads "Learn More about EPOS & Table Ordering", and voice users can',
          'still say "click Learn More". The link renders through LinkProvider (the site’s router link).',
        ].join(' '),
      },
    },
  },
  args: eposService,
  argTypes: { featureCount: { control: { type: 'number', min: 0, max: 6 } } },
  decorators: [
    (Story) => (
      <LinkProvider value={RouterLink}>
        <div style={{ maxWidth: 380 }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'EPOS & Table Ordering',
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(
      within(card).getByRole('heading', { level: 3, name: 'EPOS & Table Ordering' }),
    ).toBeVisible();
    // Given six features, the card lists the first four.
    const items = within(card).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Multi-platform EPOS',
      'QR table ordering',
      'Offline mode',
      'Kitchen display screens',
    ]);
    const link = within(card).getByRole('link', { name: 'Learn More about EPOS & Table Ordering' });
    await expect(link).toHaveAttribute('href', '/services/epos-table-ordering');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  name: 'Learn More takes keyboard focus',
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: /^Learn More/ });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const TwoFeatures: Story = {
  name: 'featureCount 2',
  args: { featureCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const WithoutFeatures: Story = {
  name: 'Without features',
  args: { ...services[3], features: [] },
  play: async ({ canvas }) => {
    // No empty list is left behind for screen readers to announce.
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Learn More about Data & Analytics' })).toHaveAttribute(
      'href',
      '/services/data-analytics',
    );
  },
};
