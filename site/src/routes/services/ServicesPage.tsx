import { CallToAction, Hero, Section, ServiceCard } from '@rico/design-system';
import { servicesPage as copy } from '../../content/pages/servicesPage';
import { cardFeatureCount, servicePath, services } from '../../content/services';
import { routeMeta } from '../../seo/routeMeta';
import { ActionLinks } from '../shared/ActionLinks';
import * as layout from '../shared/layout.css';

export const meta = routeMeta;

/** All six services as cards with their first four features, then Ready to Get Started (spec §2). */
export default function ServicesPage() {
  return (
    <>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section tone="sunken" aria-label="All services">
        <ul className={layout.cardGrid({ columns: 3 })}>
          {services.map((service) => (
            <li key={service.id} className={layout.cardGridItem}>
              <ServiceCard
                icon={service.icon}
                title={service.title}
                description={service.description}
                features={service.features}
                featureCount={cardFeatureCount}
                href={servicePath(service.id)}
                linkLabel={copy.learnMore}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction
        title={copy.getStarted.title}
        text={copy.getStarted.text}
        actions={
          <ActionLinks
            primary={copy.getStarted.primary}
            secondary={copy.getStarted.secondary}
            secondaryVariant="secondary"
          />
        }
      />
    </>
  );
}
