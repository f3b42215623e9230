import type { ReactNode } from 'react';
import { focusRingOnInverse } from '../../styles/focus.css';
import { Container } from '../Container/Container';
import type { HeaderBrand } from '../Header/Header';
import { Link } from '../Link/Link';
import * as styles from './Footer.css';
import { FooterContact, type PostalAddress } from './FooterContact';
import { SocialIcon, socialNetworkNames, socialNetworks, type SocialNetwork } from './SocialIcon';

export interface FooterColumn {
  /** Column heading, e.g. Company, Services, Legal. */
  title: string;
  links: { label: string; href: string }[];
}

export interface FooterProps {
  /** Company name and home link; the name also goes in the copyright line. */
  brand: HeaderBrand;
  /** One or two sentences about the company, under the brand. */
  blurb: string;
  /** Profile URLs; each network given becomes an icon link named "{brand} on {Network}". */
  social: Partial<Record<SocialNetwork, string>>;
  /** Postal address, shown in `<address>` with the e-mail and phone links. */
  address: PostalAddress;
  /** Shown as a mailto: link. */
  email: string;
  /** Shown as written, linked as tel: with spaces and punctuation removed. */
  phone: string;
  /** Link columns (the site passes Company, Services, Legal). */
  columns: FooterColumn[];
  /** Copyright year. Defaults to the current year; stories pass a fixed one so snapshots are stable. */
  year?: number;
  /** The visitor's display settings beside the copyright line: the site passes a ThemeControl. */
  settings?: ReactNode;
}

/** The site footer on the dark ink band: brand, blurb, social links, contact details and link columns. */
export function Footer({
  brand,
  blurb,
  social,
  address,
  email,
  phone,
  columns,
  year,
  settings,
}: FooterProps) {
  const linkClass = `${styles.link} ${focusRingOnInverse}`;
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.about}>
            <Link href={brand.href} className={`${styles.brand} ${focusRingOnInverse}`}>
              {brand.logo && <span aria-hidden="true">{brand.logo}</span>}
              {brand.name}
            </Link>
            <p className={styles.muted}>{blurb}</p>
            <ul className={styles.socialList}>
              {socialNetworks.map((network) => {
                const href = social[network];
                if (!href) return null;
                return (
                  <li key={network}>
                    <a
                      href={href}
                      className={`${styles.socialLink} ${focusRingOnInverse}`}
                      aria-label={`${brand.name} on ${socialNetworkNames[network]}`}
                    >
                      <SocialIcon network={network} />
                    </a>
                  </li>
                );
              })}
            </ul>
            <FooterContact address={address} email={email} phone={phone} />
          </div>
          <nav aria-label="Footer" className={styles.columns}>
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.linkList}>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © {year ?? new Date().getFullYear()} {brand.name}. All rights reserved.
          </p>
          {settings}
        </div>
      </Container>
    </footer>
  );
}
