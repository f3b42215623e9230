import { Hero, Section, Text } from '@rico/design-system';
import { Island } from '../../islands/Island';
import { CookieSettingsIsland } from '../../islands/CookieSettingsIsland';
import { privacyPage as copy } from '../../content/pages/privacy';
import { pageHandle } from '../../seo/pageHandle';
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
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section width="md">
        <Text weight="semibold" measure>
          {copy.sample}
        </Text>
      </Section>
      {copy.sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title} width="md">
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} measure>
              {paragraph}
            </Text>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Section>
      ))}
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
