import { InboxRetentionNote } from '@rico/design-system';
import type { OpenItem } from './useOpenItem';
import * as styles from './StaffInbox.css';

/** A failure said where it happened (beside Export CSV, under Show More); nothing shown while there is none. */
export function InlineAlert({ text }: { text: string }) {
  return (
    <p role="alert" className={styles.alert}>
      {text}
    </p>
  );
}

/** Under a loaded list: why Show More failed, if it did, then how long items are kept. */
export function ListFooter({ moreError, retention }: { moreError: string; retention: string }) {
  return (
    <>
      <InlineAlert text={moreError} />
      <InboxRetentionNote text={retention} />
    </>
  );
}

/** Where the open item goes while it is fetched or when it could not be: a status, or the failure. */
export function OpeningItem({
  open,
  opening,
  error,
}: {
  open: OpenItem<unknown>;
  opening: string;
  error: string;
}) {
  if (open.status === 'none' || open.status === 'open') return null;
  return (
    <p role={open.status === 'failed' ? 'alert' : 'status'}>{open.status === 'failed' ? error : opening}</p>
  );
}
