import {
  Canvas,
  Controls,
  Description,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import {
  guidanceFiles,
  guidanceHeadings,
  type Guidance,
} from '../packages/design-system/src/storybook/guidance';

// Every component's guidance, by `<Folder>/<Name>.docs.ts`.
const modules = import.meta.glob<{ guidance?: Guidance }>(
  '../packages/design-system/src/components/*/*.docs.ts',
  {
    eager: true,
  },
);
const byFile = new Map(
  Object.entries(modules).map(([path, module]) => [path.split('/').slice(-2).join('/'), module.guidance]),
);

type Examples = NonNullable<Guidance['doAndDont']>;

/** Each pair live, side by side: the story to follow and the one to avoid, with the reason. */
function DoAndDont({ examples, stories }: { examples: Examples; stories: Record<string, unknown> }) {
  return (
    <section>
      <h2>Do and don&apos;t</h2>
      {examples.map((example) => (
        <div key={example.do} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1rem' }}>
          <div>
            <h3>Do</h3>
            <Canvas of={stories[example.do]} />
          </div>
          <div>
            <h3>Don&apos;t</h3>
            <Canvas of={stories[example.dont]} />
          </div>
          <p style={{ gridColumn: '1 / -1' }}>{example.why}</p>
        </div>
      ))}
    </section>
  );
}

function GuidanceSections({ guidance, stories }: { guidance: Guidance; stories: Record<string, unknown> }) {
  return (
    <>
      {(Object.keys(guidanceHeadings) as (keyof typeof guidanceHeadings)[]).map((key) => (
        <section key={key}>
          <h2>{guidanceHeadings[key]}</h2>
          <Markdown>{guidance[key].map((item) => `- ${item}`).join('\n')}</Markdown>
        </section>
      ))}
      {guidance.doAndDont && <DoAndDont examples={guidance.doAndDont} stories={stories} />}
    </>
  );
}

/**
 * The docs page of every story file (preview.ts sets it): what the component is, its main story and
 * props, then the guidance designers read (when to use it, when not, content, accessibility), then
 * every story. Pages and overviews have no guidance file and skip that part.
 */
export function DocsPage() {
  const { preparedMeta, csfFile } = useOf('meta', ['meta']);
  const fileName = String(preparedMeta.parameters.fileName ?? '');
  const guidance = guidanceFiles(fileName)
    .map((file) => byFile.get(file))
    .find(Boolean);
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {guidance && <GuidanceSections guidance={guidance} stories={csfFile.moduleExports} />}
      <Stories />
    </>
  );
}
