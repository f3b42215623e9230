import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { servicesPage as copy } from '../../content/pages/servicesPage';
import { cardFeatureCount, servicePath, services } from '../../content/services';
import type { SiteRoute } from '../../storybook/SiteRoute';
import {
  expectLink,
  expectSitePage,
  expectVisible,
  mainOf,
  sitePageMeta,
  routePath,
} from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Services',
  tags: ['autodocs'],
  args: { path: routePath('services') },
  ...sitePageMeta(
    'Our Services (/services) in the site layout: the six service cards with their first four features and Learn More links, then Ready to Get Started.',
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Our Services',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'services', copy.hero.title);
    const main = mainOf(canvas);
    const cards = main.getAllByRole('article');
    await expect(cards).toHaveLength(services.length);
    for (const [index, service] of services.entries()) {
      const card = within(cards[index] ?? document.createElement('div'));
      await expectVisible(card.getByRole('heading', { level: 2, name: service.title }));
      // Each card lists its first four features, never more.
      const features = card.getAllByRole('listitem');
      await expect(features).toHaveLength(cardFeatureCount);
      await expect(features.map((item) => item.textContent)).toEqual(
        service.features.slice(0, cardFeatureCount),
      );
      await expectLink(card, `${copy.learnMore} about ${service.title}`, servicePath(service.id));
    }
    await expectVisible(main.getByRole('heading', { name: copy.getStarted.title }));
    await expectLink(main, copy.getStarted.primary.label, '/contact');
    await expectLink(main, copy.getStarted.secondary.label, '/contact?topic=consultation');
  },
};
