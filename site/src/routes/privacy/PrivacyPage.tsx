import { Section, Text } from '@rico/design-system';
import { Island } from '../../islands/Island';
import { CookieSettingsIsland } from '../../islands/CookieSettingsIsland';
import { privacyPage as copy } from '../../content/pages/privacy';
import { pageHandle } from '../../seo/pageHandle';
import { LegalNotice } from '../shared/LegalNotice';
import { StorageTable } from './StorageTable';

export const handle = pageHandle(copy);

/**
 * The privacy and cookie notice: who we are, what the contact form collects and why, where it is
 * kept and for how long, rights and complaints, the storage table, and the cookie settings that
 * the footer's "Cookie settings" link leads to.
 */
export default function PrivacyPage() {
  return (
    <>
      <LegalNotice copy={copy} />
      <Section
        id={copy.cookies.id}
        title={copy.cookies.title}
        intro={copy.cookies.intro}
        tone="sunken"
        width="md"
      >
        <StorageTable />
      </Section>
      <Section id={copy.settings.id} title={copy.settings.title} width="md">
        <Island name="cookieSettings" component={CookieSettingsIsland} />
        <Text tone="muted" size="sm">
          {copy.updated}
        </Text>
      </Section>
    </>
  );
}
