import { CallToAction, FeatureGrid, Hero, Section, Text } from '@rico/design-system';
import { aboutPage as copy } from '../../content/pages/about';
import { homePage } from '../../content/pages/home';
import { pageHandle } from '../../seo/pageHandle';
import { ActionLinks } from '../shared/ActionLinks';

export const handle = pageHandle(copy);

/** About Us: the mission, What We Do and the three values. */
export default function AboutPage() {
  return (
    <>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section title={copy.mission.title}>
        <Text size="lg" measure>
          {copy.mission.text}
        </Text>
      </Section>
      <Section tone="sunken" title={copy.whatWeDo.title}>
        <FeatureGrid items={copy.whatWeDo.items} columns={2} />
      </Section>
      <Section title={copy.values.title}>
        <FeatureGrid items={copy.values.items} columns={3} />
      </Section>
      <CallToAction
        title={homePage.closing.title}
        text={homePage.closing.text}
        actions={<ActionLinks primary={homePage.closing.action} />}
      />
    </>
  );
}
