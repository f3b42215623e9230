import { FeatureGrid, Section } from '@rico/design-system';
import { eposPage } from '../../../content/pages/epos';

/** The six features: multi-platform EPOS, QR table ordering, offline mode, kitchen displays, analytics, staff. */
export function EposFeatures() {
  return (
    <Section title={eposPage.features.title}>
      <FeatureGrid items={eposPage.features.items} />
    </Section>
  );
}
