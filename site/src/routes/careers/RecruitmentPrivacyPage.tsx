import { Hero, Link, Section, Text } from '@rico/design-system';
import { recruitmentPrivacyPage as copy } from '../../content/pages/recruitmentPrivacy';
import { pageHandle } from '../../seo/pageHandle';
import { NoticeSections } from '../shared/NoticeSections';

export const handle = pageHandle(copy);

/** /careers/privacy: what happens to an application and its CV, for how long, and the candidate's rights. */
export default function RecruitmentPrivacyPage() {
  return (
    <>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section width="md">
        <Text weight="semibold" measure>
          {copy.sample}
        </Text>
      </Section>
      <NoticeSections sections={copy.sections} />
      <Section width="md">
        <Text>
          <Link href={copy.next.href}>{copy.next.label}</Link>
        </Text>
      </Section>
    </>
  );
}
