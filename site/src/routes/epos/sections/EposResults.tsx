import { Section, StatGrid } from '@rico/design-system';
import { eposPage } from '../../../content/pages/epos';

/** The four headline figures: 40%, 25%, 60% and 90%. */
export function EposResults() {
  return (
    <Section tone="sunken" title={eposPage.stats.title}>
      <StatGrid stats={eposPage.stats.items} />
    </Section>
  );
}
