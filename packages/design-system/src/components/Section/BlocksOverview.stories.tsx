import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { CallToAction } from '../CallToAction/CallToAction';
import { FeatureGrid } from '../FeatureGrid/FeatureGrid';
import { eposFeatures } from '../FeatureGrid/FeatureGrid.fixtures';
import { DeviceIllustration } from '../Hero/DeviceIllustration';
import { Hero } from '../Hero/Hero';
import { Link } from '../Link/Link';
import { ProcessSteps } from '../ProcessSteps/ProcessSteps';
import { homeProcess } from '../ProcessSteps/ProcessSteps.fixtures';
import { services } from '../ServiceCard/ServiceCard.fixtures';
import { ServiceGrid } from '../ServiceGrid/ServiceGrid';
import { StatGrid } from '../StatGrid/StatGrid';
import { eposStats } from '../StatGrid/StatGrid.fixtures';
import { Section } from './Section';

/** Every content block on one page, in the order the home page uses them. */
function BlocksPage() {
  return (
    <main>
      <Hero
        eyebrow="IT services for hospitality and retail"
        title="Restaurant Tech. Retail Speed. Real Results."
        lead="EPOS and table ordering, kitchen displays, cloud and mobile apps, and SEO: one team for the technology behind your restaurant or shop."
        actions={
          <>
            <Button asChild size="lg">
              <Link href="/contact">Contact Us</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/services">Services</Link>
            </Button>
          </>
        }
        illustration={<DeviceIllustration />}
      />
      <Section eyebrow="Restaurant solutions" title="EPOS & Table Ordering" tone="sunken">
        <FeatureGrid items={eposFeatures} />
      </Section>
      <Section tone="inverse" title="Real Results" align="center">
        <StatGrid stats={eposStats} />
      </Section>
      <Section title="Services">
        <ServiceGrid services={services.slice(1)} />
      </Section>
      <Section eyebrow="Our Process" title="How We Work" tone="sunken">
        <ProcessSteps steps={homeProcess} />
      </Section>
      <CallToAction
        title="Ready to Get Started"
        text="Restaurant Tech. Retail Speed. Real Results."
        actions={
          <Button asChild size="lg">
            <Link href="/contact">Contact Us Today</Link>
          </Button>
        }
      />
    </main>
  );
}

const meta = {
  title: 'Blocks/Overview',
  component: BlocksPage,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'All content blocks composed as a page, for visual review. Sections alternate default and sunken tones, with the inverse band for emphasis.',
      },
    },
  },
} satisfies Meta<typeof BlocksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomePage: Story = {
  name: 'Home page composition',
  play: async ({ canvas }) => {
    // One h1, then an h2 per section: the outline a screen reader's heading list shows.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'EPOS & Table Ordering',
      'Real Results',
      'Services',
      'How We Work',
      'Ready to Get Started',
    ]);
    await expect(canvas.getAllByRole('region')).toHaveLength(6);
    // Every link name is unique, so a list of links makes sense out of context.
    const names = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(names).toHaveLength(8);
    await expect(new Set(names).size).toBe(names.length);
  },
};
