import { Mail, MapPin, Phone } from 'lucide-react';
import { focusRingOnInverse } from '../../styles/focus.css';
import * as styles from './Footer.css';

export interface PostalAddress {
  street: string;
  city: string;
  postcode: string;
  country: string;
}

export interface FooterContactProps {
  address: PostalAddress;
  email: string;
  phone: string;
}

/** "+44 (0)20 7946 0000" → "+4402079460000": only digits and a leading + belong in a tel: URL. */
const telHref = (phone: string) => `tel:${phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '')}`;

/** The company's contact details: an `<address>` (postal address, e-mail and phone belong together). */
export function FooterContact({ address, email, phone }: FooterContactProps) {
  const linkClass = `${styles.link} ${styles.contactLine} ${focusRingOnInverse}`;
  return (
    <address className={styles.address}>
      <span className={styles.contactLine}>
        <MapPin size={18} aria-hidden="true" />
        <span>
          {address.street}, {address.city} {address.postcode}, {address.country}
        </span>
      </span>
      <a href={`mailto:${email}`} className={linkClass}>
        <Mail size={18} aria-hidden="true" />
        {email}
      </a>
      <a href={telHref(phone)} className={linkClass}>
        <Phone size={18} aria-hidden="true" />
        {phone}
      </a>
    </address>
  );
}
