import { speculativeRole } from '@rico/contact';
import { Hero, Section } from '@rico/design-system';
import { speculativePage as copy } from '../../content/pages/speculative';
import { pageHandle } from '../../seo/pageHandle';
import { ApplicationFormIsland } from '../../islands/ApplicationFormIsland';
import { Island } from '../../islands/Island';

export const handle = pageHandle(copy);

/** /jobs/speculative: the application form for no particular role. */
export default function SpeculativePage() {
  return (
    <>
      <Hero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section title={copy.formTitle} width="md">
        {/* The page's one part that moves besides the layout's: the form and its toasts. */}
        <Island
          name="applicationForm"
          component={ApplicationFormIsland}
          props={{ role: speculativeRole }}
          boxed
        />
      </Section>
    </>
  );
}
