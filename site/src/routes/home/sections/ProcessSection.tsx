import { ProcessSteps, Section } from '@rico/design-system';
import { homePage } from '../../../content/pages/home';
import { processSteps } from '../../../content/process';

/** The four-step process: Discovery, Strategy, Solutions, Support. */
export function ProcessSection() {
  return (
    <Section tone="sunken" eyebrow={homePage.process.eyebrow} title={homePage.process.title}>
      <ProcessSteps steps={processSteps} />
    </Section>
  );
}
