import { forwardRef } from 'react';
import { InboxApplicationActions, type InboxApplicationActionsCopy } from './InboxApplicationActions';
import { InboxApplicationFields, type InboxApplicationFieldsCopy } from './InboxApplicationFields';
import type { InboxApplicationAction, InboxApplicationDetail } from './inboxTypes';
import { InboxViewFrame } from './InboxViewFrame';

/** The application view's words; the site keeps them with the rest of its copy. */
export interface InboxApplicationViewCopy {
  /** The badge on an unread application, e.g. 'Unread'. */
  unread: string;
  fields: InboxApplicationFieldsCopy;
  actions: InboxApplicationActionsCopy;
  /** Who last marked it and when, before the time. */
  readChange: (change: { read: boolean; by: string }) => string;
}

export interface InboxApplicationViewProps {
  copy: InboxApplicationViewCopy;
  application: InboxApplicationDetail;
  /** The Reply link: a mailto: address with the subject filled in, built by the site. */
  replyHref: string;
  /** The actions under way: each shows its busy label and ignores presses until it is done. */
  busy?: Partial<Record<InboxApplicationAction, boolean>>;
  /** Why the last action failed, announced at once (role=alert); empty or absent otherwise. */
  error?: string;
  /** Called with the state asked for: true to mark read. */
  onToggleRead: (read: boolean) => void;
  /** Fetch the CV and hand it to the browser's downloads. */
  onDownloadCv: () => void;
  /** Called once the deletion is confirmed in the dialog. */
  onDelete: () => void;
  /** The name's outline level: 2 beside the list on the inbox page. */
  headingLevel?: 2 | 3;
}

/**
 * One job application, every field of it, and what staff can do with it: the message view's
 * layout and manners, with the CV to download and the date the application is erased.
 */
export const InboxApplicationView = forwardRef<HTMLElement, InboxApplicationViewProps>(
  function InboxApplicationView(
    {
      copy,
      application,
      replyHref,
      busy = {},
      error,
      onToggleRead,
      onDownloadCv,
      onDelete,
      headingLevel = 2,
    },
    ref,
  ) {
    return (
      <InboxViewFrame
        ref={ref}
        name={application.name}
        detail={application.role}
        receivedAt={application.receivedAt}
        dateTime={application.dateTime}
        read={application.read}
        unreadLabel={copy.unread}
        readChange={application.readChange}
        readChangeLabel={copy.readChange}
        error={error}
        headingLevel={headingLevel}
        actions={
          <InboxApplicationActions
            application={application}
            copy={copy.actions}
            replyHref={replyHref}
            busy={busy}
            onToggleRead={onToggleRead}
            onDownloadCv={onDownloadCv}
            onDelete={onDelete}
          />
        }
        fields={<InboxApplicationFields application={application} copy={copy.fields} />}
      />
    );
  },
);
