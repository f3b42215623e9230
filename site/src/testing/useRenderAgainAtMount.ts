import { useLayoutEffect, useState } from 'react';

/**
 * For tests of hydration: makes a component render once more as soon as it has mounted, in the task
 * that hydrates it, as react-hook-form's form and the header do (a layout effect that sets state).
 * Returns how many renders followed the first (0, then 1).
 */
export function useRenderAgainAtMount(): number {
  const [rendersAfterMount, setRendersAfterMount] = useState(0);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the update right after mounting is the point
    setRendersAfterMount(1);
  }, []);
  return rendersAfterMount;
}
