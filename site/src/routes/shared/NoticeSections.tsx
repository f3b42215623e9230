import { Section, Text } from '@rico/design-system';
import type { PrivacySection } from '../../content/pages/privacy';

/** A notice's blocks (the privacy notice's, the recruitment notice's): a heading, paragraphs, a list. */
export function NoticeSections({ sections }: { sections: readonly PrivacySection[] }) {
  return sections.map((section) => (
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
  ));
}
