import { ProcessSteps, Section } from '@rico/design-system';
import { eposPage } from '../../../content/pages/epos';

/** Site assessment, system setup, staff training, go live and support. */
export function EposImplementation() {
  return (
    <Section tone="sunken" title={eposPage.implementation.title}>
      <ProcessSteps steps={eposPage.implementation.steps} />
    </Section>
  );
}
