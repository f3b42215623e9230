import { Card, Heading, Icon, type IconName } from '@rico/design-system';
import type { ReactNode } from 'react';
import { company } from '../../content/company';
import { contactPage as copy } from '../../content/pages/contact';
import * as layout from '../shared/layout.css';
import * as styles from './ContactDetails.css';

const { address } = company;

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>
        <span className={styles.icon}>
          <Icon name={icon} size="md" />
        </span>
        {label}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** Email, phone, postal address and office hours. */
export function ContactDetails() {
  return (
    <Card className={layout.stack}>
      <Heading level={2} size="md">
        {copy.details.title}
      </Heading>
      <dl className={styles.list}>
        <Detail icon="Mail" label={copy.details.emailLabel}>
          <a href={`mailto:${company.email}`} className={styles.link}>
            {company.email}
          </a>
        </Detail>
        <Detail icon="Phone" label={copy.details.phoneLabel}>
          <a href={`tel:${company.phoneE164}`} className={styles.link}>
            {company.phone}
          </a>
        </Detail>
        <Detail icon="MapPin" label={copy.details.addressLabel}>
          <address className={styles.address}>
            {address.street}
            <br />
            {address.city} {address.postcode}
            <br />
            {address.country}
          </address>
        </Detail>
        <Detail icon="Clock" label={copy.officeHours.title}>
          <ul className={styles.hours}>
            {copy.officeHours.lines.map((line) => (
              <li key={line.days}>
                <span className={styles.days}>{line.days}</span> {line.hours}
              </li>
            ))}
          </ul>
        </Detail>
      </dl>
    </Card>
  );
}
