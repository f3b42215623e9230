import { FactList, Hero, Link, Section, Text } from '@rico/design-system';
import { useMatches } from 'react-router';

import { pageFacts, rolePage as copy } from '../../content/jobs/roleWords';
import { rolePages } from '../../content/pages/role';
import { pagesHandle } from '../../seo/pageHandle';
import { CheckList } from '../shared/CheckList';
import { ApplicationFormIsland } from '../../islands/ApplicationFormIsland';
import { Island } from '../../islands/Island';

export const handle = pagesHandle(rolePages);

/**
 * One open role's page (/jobs/{id}): its facts, what the work is and what it asks for, and the
 * application form. One module the route table mounts under every open role's id; the id picks the
 * role. Its JobPosting data for search engines is in the page's head (seo/jobPosting.ts).
 */
export default function RolePage() {
  const id = useMatches().at(-1)?.id;
  const page = id === undefined ? undefined : rolePages[id];
  if (!page) throw new Error(`No open role for route ${String(id)}`);
  const { role } = page;
  return (
    <>
      <Hero eyebrow={copy.eyebrow} title={role.title} lead={role.summary} />
      <Section width="md">
        <FactList facts={pageFacts(role)} />
      </Section>
      <Section title={copy.whatYouWillDo} width="md" tone="sunken">
        <CheckList items={role.whatYouWillDo} />
      </Section>
      <Section title={copy.whatYouBring} width="md">
        <CheckList items={role.whatYouBring} />
      </Section>
      <Section title={copy.apply} width="md" tone="sunken">
        {/* The page's one part that moves besides the layout's: the form and its toasts. */}
        <Island name="applicationForm" component={ApplicationFormIsland} props={{ role: role.title }} boxed />
        <Text>
          <Link href={copy.backToRoles.href}>{copy.backToRoles.label}</Link>
        </Text>
      </Section>
    </>
  );
}
