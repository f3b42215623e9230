// @vitest-environment happy-dom
import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// What the browser build runs: this file's React, and the design system's, is preact/compat.
vi.mock('react', async () => ({
  ...(await import('preact/compat')),
  ...(await import('../runtime/useOptimistic')),
}));
vi.mock('react/jsx-runtime', async () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/compat/jsx-dev-runtime'));

let preact: typeof import('preact/compat');
let designSystem: typeof import('@rico/design-system');
// The first import runs the whole design system (Radix, motion, its styles) through the transform
// with the mocks above: seconds on a busy machine, so the hook has the suite's shared deadline.
beforeAll(async () => {
  preact = await import('preact/compat');
  designSystem = await import('@rico/design-system');
});

describe('Link under preact/compat', () => {
  it('given a ref through Button asChild, should hand the ref the anchor so it can be focused', () => {
    const { render } = preact;
    const { Button, Link } = designSystem;
    const container = document.createElement('div');
    document.body.append(container);
    const ref = createRef<HTMLButtonElement>();

    render(
      <Button asChild ref={ref}>
        <Link href="/contact">Contact us</Link>
      </Button>,
      container,
    );

    const anchor = container.querySelector('a');
    expect(anchor).not.toBeNull();
    expect(ref.current).toBe(anchor);
    ref.current?.focus();
    expect(document.activeElement).toBe(anchor);
  });
});
