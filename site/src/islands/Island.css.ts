import { style } from '@vanilla-extract/css';

/**
 * An island's root is only a place to hydrate: by default it adds no box, so the page lays out as
 * without it (the header stays sticky against the page, not against its root).
 */
export const islandRoot = style({ display: 'contents' });

/**
 * A root with a box of its own, for an island that renders more than its one part: the contact
 * form's toasts add their (empty, fixed-position) region beside the form, which in a stack with gaps
 * would count as one more item and push the card taller.
 */
export const boxedIslandRoot = style({ display: 'block' });
