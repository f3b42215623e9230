import { Button, FeatureGrid, Link, Section, StatGrid } from '@rico/design-system';
import { homePage } from '../../../content/pages/home';
import * as layout from '../../shared/layout.css';

const { restaurantSolutions: copy } = homePage;

/** EPOS and table ordering for restaurants, with the 40% and 25% claims. */
export function RestaurantSolutions() {
  return (
    <Section eyebrow={copy.eyebrow} title={copy.title} intro={copy.text}>
      <div className={layout.stack}>
        <StatGrid stats={copy.stats} aria-label={copy.statsLabel} />
        <FeatureGrid items={copy.points} />
      </div>
      <div className={layout.actions}>
        <Button asChild variant="outline">
          <Link href={copy.action.href}>{copy.action.label}</Link>
        </Button>
      </div>
    </Section>
  );
}
