import { CallToAction } from '@rico/design-system';
import { homePage } from '../../../content/pages/home';
import { ActionLinks } from '../../shared/ActionLinks';

const { closing } = homePage;

/** The closing band: contact the company. */
export function ClosingCallToAction() {
  return (
    <CallToAction
      title={closing.title}
      text={closing.text}
      actions={<ActionLinks primary={closing.action} />}
    />
  );
}
