/**
 * Waits until the page is at rest, so a screenshot shows what a person sees once things stop
 * moving, not a frame in between: web fonts loaded, images decoded, no animation or transition
 * running, and the layout of every element the same in two frames in a row. Fails with what is
 * still moving after `maxFrames` frames rather than photographing it anyway. Counted in frames, not
 * milliseconds: an animation takes fewer frames on a slow machine, never more, so a busy processor
 * cannot reach the bound while the page is in fact coming to rest.
 */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Every element's box, plus the page's scroll size: equal strings mean nothing moved. */
export function layoutSignature(): string {
  const root = document.documentElement;
  const boxes = [`${root.scrollWidth}x${root.scrollHeight}@${window.scrollX},${window.scrollY}`];
  for (const element of document.body.querySelectorAll('*')) {
    const { x, y, width, height } = element.getBoundingClientRect();
    boxes.push(`${x},${y},${width},${height}`);
  }
  return boxes.join(';');
}

// An endless animation (a spinner) never comes to rest; the capture shows it where it is.
const endless = (animation: Animation) => animation.effect?.getComputedTiming().iterations === Infinity;
const moving = () =>
  document
    .getAnimations()
    .filter((animation) => (animation.playState === 'running' || animation.pending) && !endless(animation));

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

export async function settledFrame(maxFrames = 600): Promise<void> {
  await document.fonts.ready;
  const loading = [...document.images].filter((image) => !image.complete);
  await Promise.all(loading.map((image) => image.decode().catch(() => undefined)));
  let previous = '';
  for (let frame = 1; ; frame += 1) {
    await nextFrame();
    const layout = layoutSignature();
    const running = moving();
    if (running.length === 0 && layout === previous && document.fonts.status === 'loaded') return;
    if (frame >= maxFrames) {
      const why = running.length > 0 ? `still animating: ${describe(running)}` : 'its layout kept changing';
      throw new Error(`The story did not come to rest in ${maxFrames} frames (${why}); no screenshot taken.`);
    }
    previous = layout;
  }
}
