import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './InboxLayout.css';
import { IconLabel } from './IconLabel';

/** The layout's words. */
export interface InboxLayoutCopy {
  /** The button above the open message on a phone, e.g. 'Back to list'. */
  backToList: string;
  /**
   * Beside the list on a wide screen while no message is open, e.g. 'Choose a message to read it.';
   * '' for none (an empty inbox has nothing to choose).
   */
  noSelection: string;
}

export interface InboxLayoutProps {
  copy: InboxLayoutCopy;
  /** Above both panes: the filters. */
  top?: ReactNode;
  /** The list, or the state shown instead (InboxLoading, InboxError). */
  list: ReactNode;
  /** Under the list: the retention note. */
  listFooter?: ReactNode;
  /** The open message (InboxMessageView), or nothing while none is open. */
  view?: ReactNode;
  /** Close the open message: on a phone, Back to list. */
  onBack: () => void;
}

const rowSelector = (id: string) => `[data-message-id="${CSS.escape(id)}"]`;

/**
 * The list and the open message: side by side on a wide screen; on a phone the list, then the
 * message alone with a Back button. On a phone focus follows: into the message when one opens,
 * back to its row in the list after Back; and wherever the open message goes away with focus in it,
 * focus goes to the list.
 */
export function InboxLayout({ copy, top, list, listFooter, view, onBack }: InboxLayoutProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<string | null>(null);
  const open = view !== undefined && view !== null && view !== false;

  const wasOpen = useRef(open);
  useEffect(() => {
    // Only when a message opens or closes, never as the page first renders.
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    if (open) {
      // Only where the list has made way for the message (a phone): on a wide screen focus stays
      // where the person left it. The message takes focus itself (tabIndex=-1), so screen readers
      // start with its name.
      if (listRef.current && getComputedStyle(listRef.current).display === 'none') {
        const message = viewRef.current?.querySelector<HTMLElement>('[tabindex="-1"]');
        (message ?? backRef.current)?.focus();
      }
      return;
    }
    const row = returnTo.current ? rowSelector(returnTo.current) : null;
    returnTo.current = null;
    // After Back, the row that was open. When the message went away with focus in it (deleted), focus
    // would fall to the page's start: the list's first row keeps the person where they were.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (row || lost) listRef.current?.querySelector<HTMLElement>(row ?? '[data-message-id]')?.focus();
  }, [open]);

  const back = () => {
    const current = listRef.current?.querySelector('[aria-current="true"]');
    returnTo.current = current?.getAttribute('data-message-id') ?? null;
    onBack();
  };

  return (
    <div className={styles.root} data-view={open ? 'open' : 'closed'}>
      {top && <div className={styles.top}>{top}</div>}
      <div ref={listRef} className={styles.listPane}>
        {list}
        {listFooter}
      </div>
      <div className={styles.viewPane}>
        {open ? (
          <>
            <Button ref={backRef} variant="ghost" size="sm" className={styles.back} onClick={back}>
              <IconLabel icon={ArrowLeft}>{copy.backToList}</IconLabel>
            </Button>
            <div ref={viewRef} className={styles.viewSlot}>
              {view}
            </div>
          </>
        ) : (
          copy.noSelection && <p className={styles.noSelection}>{copy.noSelection}</p>
        )}
      </div>
    </div>
  );
}
