import { speculativeRole } from '@rico/contact';
import { Hero, Section } from '@rico/design-system';
import { speculativePage as copy } from '../../content/pages/speculative';
import { pageHandle } from '../../seo/pageHandle';
import { ApplicationForm } from './ApplicationForm';

export const handle = pageHandle(copy);

/** /jobs/speculative: the application form for no particular role. */
export default function SpeculativePage() {
  return (
    <>
      <Hero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section title={copy.formTitle} width="md">
        <ApplicationForm role={speculativeRole} />
      </Section>
    </>
  );
}
