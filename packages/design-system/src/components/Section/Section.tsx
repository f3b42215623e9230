import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Container, type ContainerProps } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Eyebrow } from '../Eyebrow/Eyebrow';
import { header, section, type SectionVariants } from './Section.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading. The section is labelled by it (`aria-labelledby`), so it is a landmark region. */
  title?: ReactNode;
  /** The heading's outline level: 2 for a page's sections (the hero holds the h1), 3 when nested. */
  headingLevel?: 2 | 3 | 4;
  /** A short label above the title, e.g. "Our Process". */
  eyebrow?: ReactNode;
  /** A lead paragraph under the title. */
  intro?: ReactNode;
  /** Background band: `default` page paper, `sunken` warm neutral (alternate with default), `inverse` dark. */
  tone?: SectionVariants['tone'];
  /** Alignment of the title block. */
  align?: 'start' | 'center';
  /** Max width of the content (Container). */
  width?: ContainerProps['width'];
  children?: ReactNode;
}

/**
 * A full-width band of a page: optional eyebrow, title and intro, then the content, on a tone.
 */
export function Section({
  title,
  headingLevel = 2,
  eyebrow,
  intro,
  tone,
  align = 'start',
  width,
  className,
  children,
  ...rest
}: SectionProps) {
  const headingId = useId();
  const hasHeader = Boolean(title ?? eyebrow ?? intro);
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={[section({ tone }), className].filter(Boolean).join(' ')}
      data-tone={tone ?? 'default'}
      {...rest}
    >
      <Container width={width}>
        {hasHeader && (
          <div className={header({ align })}>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            {title && (
              <Heading level={headingLevel} size={headingLevel === 2 ? 'xl' : 'lg'} id={headingId}>
                {title}
              </Heading>
            )}
            {intro && (
              <Text size="lg" tone="muted" measure align={align}>
                {intro}
              </Text>
            )}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}
