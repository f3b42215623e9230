import { Section, ServiceCard } from '@rico/design-system';
import { homePage, homeServices } from '../../../content/pages/home';
import { servicePath } from '../../../content/services';
import * as layout from '../../shared/layout.css';

const { itServices: copy } = homePage;

/** Services 2 to 6 in a three-column grid, each with a Learn More link (spec §9). */
export function ItServices() {
  return (
    <Section tone="sunken" eyebrow={copy.eyebrow} title={copy.title} intro={copy.text}>
      <ul className={layout.cardGrid({ columns: copy.columns })}>
        {homeServices.map((service) => (
          <li key={service.id} className={layout.cardGridItem}>
            <ServiceCard
              icon={service.icon}
              title={service.title}
              description={service.description}
              features={[]}
              href={servicePath(service.id)}
              linkLabel={copy.learnMore}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
