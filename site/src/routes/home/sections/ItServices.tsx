import { Section, ServiceGrid } from '@rico/design-system';
import { homePage, homeServices } from '../../../content/pages/home';
import { servicePath } from '../../../content/services';

const { itServices: copy } = homePage;

/** Services 2 to 6 in a three-column grid, each with a Learn More link. */
export function ItServices() {
  return (
    <Section tone="sunken" eyebrow={copy.eyebrow} title={copy.title} intro={copy.text}>
      <ServiceGrid
        columns={copy.columns}
        services={homeServices.map((service) => ({
          icon: service.icon,
          title: service.title,
          description: service.description,
          features: [],
          href: servicePath(service.id),
          linkLabel: copy.learnMore,
        }))}
      />
    </Section>
  );
}
