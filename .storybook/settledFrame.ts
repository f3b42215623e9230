/**
 * Waits until the page is at rest, so a screenshot shows what a person sees once things stop
 * moving, not a frame in between: web fonts loaded, images decoded, no animation or transition
 * running, and the layout of every element the same in two frames in a row. Fails with what is
 * still moving after `timeoutMs` rather than photographing it anyway.
 */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Every element's box, plus the page's scroll size: equal strings mean nothing moved. */
function layoutSignature(): string {
  const root = document.documentElement;
  const boxes = [`${root.scrollWidth}x${root.scrollHeight}@${window.scrollX},${window.scrollY}`];
  for (const element of document.body.querySelectorAll('*')) {
    const { x, y, width, height } = element.getBoundingClientRect();
    boxes.push(`${x},${y},${width},${height}`);
  }
  return boxes.join(';');
}

const moving = () =>
  document.getAnimations().filter((animation) => animation.playState === 'running' || animation.pending);

function describe(animations: Animation[]): string {
  return animations
    .map((animation) => {
      const name = animation instanceof CSSAnimation ? animation.animationName : undefined;
      const property = animation instanceof CSSTransition ? animation.transitionProperty : undefined;
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const what = name ?? property ?? (animation.id || 'script animation');
      return `${what} on <${target?.tagName.toLowerCase() ?? '?'}>`;
    })
    .join(', ');
}

export async function settledFrame(timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  await document.fonts.ready;
  const loading = [...document.images].filter((image) => !image.complete);
  await Promise.all(loading.map((image) => image.decode().catch(() => undefined)));
  let previous = '';
  for (;;) {
    await nextFrame();
    const layout = layoutSignature();
    const running = moving();
    if (running.length === 0 && layout === previous && document.fonts.status === 'loaded') return;
    if (performance.now() > deadline) {
      const why = running.length > 0 ? `still animating: ${describe(running)}` : 'its layout kept changing';
      throw new Error(`The story did not come to rest within ${timeoutMs} ms (${why}); no screenshot taken.`);
    }
    previous = layout;
  }
}
