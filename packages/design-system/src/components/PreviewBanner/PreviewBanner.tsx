import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from '../Link/Link';
import { bottomLayerProperties } from '../../styles/bottomLayers';
import { useReserveBottomSpace } from '../../styles/useReserveBottomSpace';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { vars } from '../../tokens/contract.css';
import * as styles from './PreviewBanner.css';
import { dismissForSession, useDismissedForSession } from './sessionDismissal';
import { useDocumentLoaded } from './useDocumentLoaded';

export const previewBackendStatuses = ['running', 'disconnected'] as const;
export type PreviewBackendStatus = (typeof previewBackendStatuses)[number];

export interface PreviewBannerProps {
  /** Whether the local preview backend answers. */
  status: PreviewBackendStatus;
  /** What the banner says about that status. */
  message: string;
  /** Where the link leads (the preview backend's notes). */
  href: string;
  /** The link's visible words ('Learn more'). */
  linkLabel: string;
  /** Read after them by screen readers only, so the link makes sense alone ('about the preview backend'). */
  linkHint: string;
  /** Called when the visitor closes the banner. */
  onDismiss?: () => void;
}

/**
 * A small development helper at the bottom left: appears once the document has loaded, and a close
 * cross hides it for the rest of the browser session. Not product content.
 */
export function PreviewBanner(props: PreviewBannerProps) {
  const loaded = useDocumentLoaded();
  const dismissedForSession = useDismissedForSession();
  // Hides it for this page view even when sessionStorage refuses to remember.
  const [dismissedHere, setDismissedHere] = useState(false);
  if (!loaded || dismissedForSession || dismissedHere) return null;

  const dismiss = () => {
    setDismissedHere(true);
    dismissForSession();
    props.onDismiss?.();
  };

  return <PreviewBannerPanel {...props} onDismiss={dismiss} />;
}

function PreviewBannerPanel({
  status,
  message,
  href,
  linkLabel,
  linkHint,
  onDismiss: dismiss,
}: PreviewBannerProps) {
  const ref = useRef<HTMLElement>(null);
  // It floats a space above whatever lies below it: the page keeps room for both.
  useReserveBottomSpace(ref, bottomLayerProperties.previewBanner, vars.space['4']);
  return (
    <aside ref={ref} aria-label="Development preview" className={styles.banner} data-status={status}>
      <span className={styles.dot[status]} aria-hidden="true" />
      {/* A status region, so a change from running to disconnected is announced. */}
      <p role="status">{message}</p>
      <Link href={href} className={styles.link}>
        {linkLabel}
        <span className={visuallyHidden}> {linkHint}</span>
      </Link>
      <button type="button" className={styles.close} aria-label="Dismiss preview banner" onClick={dismiss}>
        <X size={16} aria-hidden="true" />
      </button>
    </aside>
  );
}
