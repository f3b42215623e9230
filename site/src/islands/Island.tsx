import { MotionProvider } from '@rico/design-system';
import type { ComponentType, ReactElement } from 'react';
import { boxedIslandRoot, islandRoot } from './Island.css';
import type { IslandName } from './islandComponents';

/** What an island's component is given: plain data only, written into the page as JSON. */
export type IslandProps = Record<string, string | number | boolean | undefined>;

/**
 * The ids React's useId gives inside an island start with this: the prerender renders each island as
 * a root of its own and the browser hydrates it as one, so both count from the island's own root.
 */
/** Every island's root (the `data-island` attribute `Island` renders). */
export const islandSelector = '[data-island]';
/** Marks an island's form sent before the island hydrated: the page's script holds it, hydrateIslands sends it. */
export const heldFormAttribute = 'data-submit-pending';

export const islandIdPrefix = (name: IslandName) => `${name}_`;

/**
 * An island's whole tree, the same in the prerender and in the browser. An island whose parts
 * hydrate later says so itself, with HydrateLater (the header's navigations, the contact form's
 * checkbox groups).
 */
export function islandTree<P extends IslandProps>(Component: ComponentType<P>, props: P): ReactElement {
  return (
    <MotionProvider>
      <Component {...props} />
    </MotionProvider>
  );
}

type RenderApart = (tree: ReactElement, identifierPrefix: string) => string;
let renderApart: RenderApart | undefined;

/**
 * Set by the prerender (entry.server.tsx): render each island as a separate root. Rendered in place,
 * an island's ids would follow from where it sits in the whole page, which the browser, hydrating the
 * island alone, cannot know: React would report every id as a mismatch.
 */
export function renderIslandsApart(render: RenderApart) {
  renderApart = render;
}

interface IslandOwnProps<P extends IslandProps> {
  /** The key the browser finds its code by (islandComponents.ts): must name this very component. */
  name: IslandName;
  component: ComponentType<P>;
  props?: P;
  /** A root with a box of its own, where the island renders more than one element (see Island.css.ts). */
  boxed?: boolean;
}

/**
 * A part of the page that moves, inside a root the browser hydrates it in, alone: the rest of the
 * page is HTML the browser never renders again. Its props travel with it, in the page, so the browser
 * renders exactly what was prerendered. In Storybook, where the whole page is a live React tree, it
 * renders in place, within the story's providers (its router links among them).
 */
export function Island<P extends IslandProps>({ name, component, props, boxed }: IslandOwnProps<P>) {
  const rootProps = {
    className: boxed ? boxedIslandRoot : islandRoot,
    'data-island': name,
    'data-props': props ? JSON.stringify(props) : undefined,
  };
  const ownProps = props ?? ({} as P);
  if (renderApart) {
    const html = renderApart(islandTree(component, ownProps), islandIdPrefix(name));
    return <div {...rootProps} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  const Component = component;
  return (
    <div {...rootProps}>
      <Component {...ownProps} />
    </div>
  );
}
