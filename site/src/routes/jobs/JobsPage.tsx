import { CallToAction, FilterLinks, Hero, RoleCard, RoleList, Section, Text } from '@rico/design-system';
import { useMatches } from 'react-router';
import { openRoles } from '../../content/jobs/openRoles';
import { filterChoices, rolesFor } from '../../content/jobs/roleFilters';
import { cardFacts } from '../../content/jobs/roleWords';
import { jobsPage as copy } from '../../content/pages/jobs';
import { filteredJobsPages } from '../../content/pages/jobsFiltered';
import { pagesHandle } from '../../seo/pageHandle';
import { ActionLinks } from '../shared/ActionLinks';
import * as styles from './JobsPage.css';

export const handle = pagesHandle({ jobs: copy, ...filteredJobsPages });

/**
 * /jobs: the roles open when the site was built, newest first, and the speculative application.
 * The same module is mounted for each filtered list (by team, place or both), which its route id picks.
 */
export default function JobsPage() {
  const id = useMatches().at(-1)?.id;
  const filtered = id === undefined ? undefined : filteredJobsPages[id];
  const filter = filtered?.filter ?? {};
  const roles = rolesFor(filter, openRoles);
  return (
    <>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      {openRoles.length > 0 ? (
        <Section title={filtered?.title ?? copy.listTitle}>
          <div className={styles.filteredRoles}>
            <FilterLinks label={copy.filtersLabel} groups={filterChoices(filter, openRoles)} />
            <RoleList>
              {roles.map((role) => (
                <RoleCard
                  key={role.id}
                  title={role.title}
                  href={`/jobs/${role.id}`}
                  facts={cardFacts(role)}
                  summary={role.summary}
                />
              ))}
            </RoleList>
          </div>
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
