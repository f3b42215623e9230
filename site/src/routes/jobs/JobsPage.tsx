import { CallToAction, Hero, RoleCard, RoleList, Section, Text } from '@rico/design-system';
import { openRoles } from '../../content/jobs/openRoles';
import { cardFacts } from '../../content/jobs/roleWords';
import { jobsPage as copy } from '../../content/pages/jobs';
import { pageHandle } from '../../seo/pageHandle';
import { ActionLinks } from '../shared/ActionLinks';

export const handle = pageHandle(copy);

/** /jobs: the roles open when the site was built, newest first, and the speculative application. */
export default function JobsPage() {
  return (
    <>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      {openRoles.length > 0 ? (
        <Section title={copy.listTitle}>
          <RoleList>
            {openRoles.map((role) => (
              <RoleCard
                key={role.id}
                title={role.title}
                href={`/jobs/${role.id}`}
                facts={cardFacts(role)}
                summary={role.summary}
              />
            ))}
          </RoleList>
        </Section>
      ) : (
        <Section title={copy.none.title}>
          <Text size="lg" measure>
            {copy.none.text}
          </Text>
        </Section>
      )}
      <CallToAction
        title={copy.speculative.title}
        text={copy.speculative.text}
        actions={
          <ActionLinks
            primary={copy.speculative.action}
            secondary={copy.careersLink}
            secondaryVariant="secondary"
          />
        }
      />
    </>
  );
}
