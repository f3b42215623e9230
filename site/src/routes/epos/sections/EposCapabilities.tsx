import { Card, Heading, Section, Text } from '@rico/design-system';
import { eposPage } from '../../../content/pages/epos';
import { services } from '../../../content/services';
import { CheckList } from '../../shared/CheckList';
import * as layout from '../../shared/layout.css';

const { capabilities, security, capabilitiesTitle, pricingTitle } = eposPage;
const pricing = services.find((s) => s.id === 'epos-table-ordering')?.pricing;

/** What the system does, how it keeps data safe (role-based access), and how it is priced. */
export function EposCapabilities() {
  return (
    <Section title={capabilitiesTitle}>
      <div className={layout.split}>
        <Card className={layout.stack}>
          <Heading level={3}>{capabilities.title}</Heading>
          <CheckList items={capabilities.items} />
        </Card>
        <Card className={layout.stack}>
          <Heading level={3}>{security.title}</Heading>
          <CheckList items={security.items} />
        </Card>
      </div>
      {pricing && (
        <Card elevation="flat" className={`${layout.stack} ${layout.spaced}`}>
          <Heading level={3}>{pricingTitle}</Heading>
          <Text size="lg" weight="semibold">
            {pricing.model}
          </Text>
          <Text tone="muted">{pricing.description}</Text>
        </Card>
      )}
    </Section>
  );
}
