import { Stagger, StaggerItem } from '../Motion/Stagger';
import { ServiceCard, type ServiceCardProps } from '../ServiceCard/ServiceCard';
import { grid, item } from './ServiceGrid.css';

export interface ServiceGridProps {
  /** The services to show, in order; each becomes a ServiceCard. */
  services: readonly ServiceCardProps[];
  /** Columns on wide screens: 3 (default; the home page's services 2 to 6) or 2. One on phones. */
  columns?: 2 | 3;
  /** How many features each card lists (the services page shows 4). */
  featureCount?: number;
  /** Names the list for screen readers when the section heading alone is not enough. */
  'aria-label'?: string;
}

/**
 * Service cards as a list in a responsive grid; the cards enter with a stagger inside a MotionProvider.
 */
export function ServiceGrid({ services, columns, featureCount, 'aria-label': ariaLabel }: ServiceGridProps) {
  return (
    <Stagger as="ul" className={grid({ columns })} aria-label={ariaLabel}>
      {services.map((service) => (
        <StaggerItem as="li" key={service.href} className={item}>
          <ServiceCard featureCount={featureCount} {...service} />
        </StaggerItem>
      ))}
    </Stagger>
  );
}
