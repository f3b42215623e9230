import { Button, Link, Section } from '@rico/design-system';
import { homePage } from '../../../content/pages/home';
import { CheckList } from '../../shared/CheckList';
import * as layout from '../../shared/layout.css';

const { ricotap: copy } = homePage;

/** The RicoTAP platform, with Request a Demo to the contact page (topic ricotap). */
export function RicotapSection() {
  return (
    <Section eyebrow={copy.eyebrow} title={copy.title} intro={copy.text}>
      <CheckList items={copy.features} aria-label={copy.featuresLabel} />
      <div className={layout.actions}>
        <Button asChild size="lg">
          <Link href={copy.action.href}>{copy.action.label}</Link>
        </Button>
      </div>
    </Section>
  );
}
