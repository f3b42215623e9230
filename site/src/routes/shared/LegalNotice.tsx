import { Hero, Section, Text } from '@rico/design-system';
import type { PrivacySection } from '../../content/pages/privacy';

export interface LegalNoticeCopy {
  hero: { eyebrow: string; title: string; lead: string };
  /** The line that says the notice awaits legal review. */
  sample: string;
  sections: readonly PrivacySection[];
}

/**
 * A legal notice's opening and blocks (the privacy notice's, the recruitment notice's): its hero,
 * the review line, then each block's heading, paragraphs and list. A page adds its own after it.
 */
export function LegalNotice({ copy }: { copy: LegalNoticeCopy }) {
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
    </>
  );
}
