import { CallToAction, Hero, Section, ServiceGrid } from '@rico/design-system';
import { servicesPage as copy } from '../../content/pages/servicesPage';
import { cardFeatureCount, servicePath, services } from '../../content/services';
import { pageHandle } from '../../seo/pageHandle';
import { ActionLinks } from '../shared/ActionLinks';

export const handle = pageHandle(copy);

/** All six services as cards with their first four features, then Ready to Get Started. */
export default function ServicesPage() {
  return (
    <>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section tone="sunken" aria-label={copy.cardsLabel}>
        <ServiceGrid
          columns={3}
          featureCount={cardFeatureCount}
          services={services.map((service) => ({
            icon: service.icon,
            title: service.title,
            description: service.description,
            features: service.features,
            href: servicePath(service.id),
            linkLabel: copy.learnMore,
            headingLevel: 2,
          }))}
        />
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
