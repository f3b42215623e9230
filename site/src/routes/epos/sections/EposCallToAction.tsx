import { CallToAction } from '@rico/design-system';
import { eposPage } from '../../../content/pages/epos';
import { ActionLinks } from '../../shared/ActionLinks';

const { cta } = eposPage;

/** Get Custom Quote (the contact page) and Schedule Demo (the contact page with the demo topic). */
export function EposCallToAction() {
  return (
    <CallToAction
      title={cta.title}
      text={cta.text}
      actions={<ActionLinks primary={cta.primary} secondary={cta.secondary} secondaryVariant="secondary" />}
    />
  );
}
