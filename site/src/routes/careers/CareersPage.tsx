import { CallToAction, FeatureGrid, Hero, Link, ProcessSteps, Section, Text } from '@rico/design-system';
import { careersPage as copy } from '../../content/pages/careers';
import { pageHandle } from '../../seo/pageHandle';
import { ActionLinks } from '../shared/ActionLinks';

export const handle = pageHandle(copy);

/** /careers: why work here, how hiring works, the way to the open roles and what happens to an application. */
export default function CareersPage() {
  return (
    <>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        actions={<ActionLinks primary={copy.roles.action} />}
      />
      <Section title={copy.why.title} intro={copy.why.intro}>
        <FeatureGrid items={copy.why.items} columns={3} />
      </Section>
      <Section tone="sunken" title={copy.hiring.title}>
        <ProcessSteps steps={copy.hiring.steps} />
      </Section>
      <Section title={copy.privacy.title} width="md">
        <Text measure>{copy.privacy.text}</Text>
        <Text>
          <Link href={copy.privacy.action.href}>{copy.privacy.action.label}</Link>
        </Text>
      </Section>
      <CallToAction
        title={copy.roles.title}
        text={copy.roles.text}
        actions={<ActionLinks primary={copy.roles.action} />}
      />
    </>
  );
}
