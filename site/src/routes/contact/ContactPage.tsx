import { Card, Heading, Hero, Section } from '@rico/design-system';
import { useId } from 'react';
import { contactPage as copy } from '../../content/pages/contact';
import { Island } from '../../islands/Island';
import { ContactFormIsland } from '../../islands/ContactFormIsland';
import { pageHandle } from '../../seo/pageHandle';
import * as layout from '../shared/layout.css';
import { ContactDetails } from './ContactDetails';

export const handle = pageHandle(copy);

/** Contact Us: the company's details and office hours beside the contact form. */
export default function ContactPage() {
  const formHeadingId = useId();
  return (
    <>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section tone="sunken" aria-label={copy.details.title}>
        <div className={layout.split}>
          <ContactDetails />
          <Card className={layout.stack}>
            <Heading level={2} size="md" id={formHeadingId}>
              {copy.form.title}
            </Heading>
            {/* The page's one part that moves besides the layout's: the form and its toasts. */}
            <Island
              name="contactForm"
              component={ContactFormIsland}
              props={{ labelledBy: formHeadingId }}
              boxed
            />
          </Card>
        </div>
      </Section>
    </>
  );
}
