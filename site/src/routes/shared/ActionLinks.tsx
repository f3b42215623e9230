import { Button, Link } from '@rico/design-system';
import type { Action } from '../../content/links';

export interface ActionLinksProps {
  /** The main action, as the primary button. */
  primary: Action;
  /** An optional second action beside it. */
  secondary?: Action;
  /** `outline` on light bands; `secondary` on the dark band, where outline would be too faint. */
  secondaryVariant?: 'outline' | 'secondary';
}

/**
 * One or two calls to action as buttons that are links: every action on the site leads to a page
 * (Schedule Consultation and Schedule Demo to the contact page with their topic), so none is a dead
 * control. A fragment: Hero and CallToAction lay out their `actions` themselves.
 */
export function ActionLinks({ primary, secondary, secondaryVariant = 'outline' }: ActionLinksProps) {
  return (
    <>
      <Button asChild size="lg">
        <Link href={primary.href}>{primary.label}</Link>
      </Button>
      {secondary && (
        <Button asChild size="lg" variant={secondaryVariant}>
          <Link href={secondary.href}>{secondary.label}</Link>
        </Button>
      )}
    </>
  );
}
