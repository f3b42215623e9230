import { useLayoutEffect, type RefObject } from 'react';

/**
 * Radix NavigationMenu renders an empty `<span aria-hidden="true" tabindex="0">` after an open
 * trigger (a "focus proxy"), which axe rightly reports as aria-hidden-focus (WCAG 4.1.2; open as
 * radix-ui/primitives#3085). We render the content right after the trigger (no Viewport), so Tab
 * already reaches the panel without the proxy: taking it out of the tab order keeps Radix's own
 * tab-out handling (it focuses the proxy from script) and removes the hidden tab stop.
 */
export function useUntabbableFocusProxy(triggerRef: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const proxy = triggerRef.current?.nextElementSibling;
    if (open && proxy instanceof HTMLElement && proxy.getAttribute('aria-hidden') === 'true') {
      proxy.setAttribute('tabindex', '-1');
    }
  }, [triggerRef, open]);
}
