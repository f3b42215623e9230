import { CircleAlert, Inbox, LogIn, LogOut, SearchX, ShieldAlert } from 'lucide-react';
import { Button } from '../Button/Button';
import { InboxNotice } from './InboxNotice';
import { IconLabel } from './IconLabel';

/** A state's title and sentence, e.g. 'No messages yet' and what will fill the inbox. */
export interface InboxNoticeCopy {
  title: string;
  text: string;
}

/** An empty inbox: nothing has arrived, or everything has been deleted. */
export function InboxEmpty({ copy }: { copy: InboxNoticeCopy }) {
  return <InboxNotice state="empty" icon={Inbox} tone="neutral" title={copy.title} text={copy.text} />;
}

export interface InboxNoMatchesProps {
  copy: InboxNoticeCopy & { clearFilters: string };
  /** Clears every filter; the way back to the whole inbox. */
  onClearFilters: () => void;
}

/** Messages exist but none matches the filters. Said politely, as it follows each keystroke. */
export function InboxNoMatches({ copy, onClearFilters }: InboxNoMatchesProps) {
  return (
    <InboxNotice
      state="no-matches"
      icon={SearchX}
      tone="neutral"
      role="status"
      title={copy.title}
      text={copy.text}
      action={
        <Button variant="outline" size="sm" onClick={onClearFilters}>
          {copy.clearFilters}
        </Button>
      }
    />
  );
}

export interface InboxErrorProps {
  /** `retrying` is shown in the button's place, which keeps its width: keep it about as long as `retry`. */
  copy: InboxNoticeCopy & { retry: string; retrying: string };
  /** Try loading again. */
  onRetry: () => void;
  /** While the retry runs: the button says `copy.retrying`. */
  retrying?: boolean;
}

/** The inbox could not be loaded: announced at once, with a way to try again. */
export function InboxError({ copy, onRetry, retrying }: InboxErrorProps) {
  return (
    <InboxNotice
      state="error"
      icon={CircleAlert}
      tone="critical"
      role="alert"
      title={copy.title}
      text={copy.text}
      action={
        <Button variant="secondary" loading={retrying} loadingLabel={copy.retrying} onClick={onRetry}>
          {copy.retry}
        </Button>
      }
    />
  );
}

export const inboxAccessReasons = ['signedOut', 'notStaff'] as const;
export type InboxAccessReason = (typeof inboxAccessReasons)[number];

export interface InboxAccessNoticeProps {
  /** 'signedOut': nobody is signed in; 'notStaff': the account has no access to the inbox. */
  reason: InboxAccessReason;
  /** The words for this reason; `action` is Sign in or Sign out. */
  copy: InboxNoticeCopy & { action: string };
  /** Sign in when signed out, sign out when the account is not staff. */
  onAction: () => void;
}

/** In place of the inbox for someone who may not read it: why, and the one thing to do about it. */
export function InboxAccessNotice({ reason, copy, onAction }: InboxAccessNoticeProps) {
  const signedOut = reason === 'signedOut';
  const ActionIcon = signedOut ? LogIn : LogOut;
  return (
    <InboxNotice
      state={reason}
      icon={signedOut ? LogIn : ShieldAlert}
      tone="neutral"
      titleAs="h2"
      title={copy.title}
      text={copy.text}
      action={
        <Button variant={signedOut ? 'primary' : 'outline'} onClick={onAction}>
          <IconLabel icon={ActionIcon}>{copy.action}</IconLabel>
        </Button>
      }
    />
  );
}
