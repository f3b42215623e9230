import { Link, Section, Text } from '@rico/design-system';
import { recruitmentPrivacyPage as copy } from '../../content/pages/recruitmentPrivacy';
import { pageHandle } from '../../seo/pageHandle';
import { LegalNotice } from '../shared/LegalNotice';

export const handle = pageHandle(copy);

/** /careers/privacy: what happens to an application and its CV, for how long, and the candidate's rights. */
export default function RecruitmentPrivacyPage() {
  return (
    <>
      <LegalNotice copy={copy} />
      <Section width="md">
        <Text>
          <Link href={copy.next.href}>{copy.next.label}</Link>
        </Text>
      </Section>
    </>
  );
}
