import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './InboxStates.css';

interface InboxNoticeProps {
  icon: LucideIcon;
  tone: 'neutral' | 'critical';
  title: string;
  text?: string;
  /** A heading where the notice stands for the whole page (signed out); a paragraph inside the list. */
  titleAs?: 'p' | 'h2';
  /** How the words are announced: 'alert' at once, 'status' politely, none when it is the page itself. */
  role?: 'alert' | 'status';
  /** The notice's one action, outside the announced words. */
  action?: ReactNode;
  state: string;
}

/** The frame the inbox's states share: an icon, a title, a sentence and one action. */
export function InboxNotice({
  icon: Icon,
  tone,
  title,
  text,
  titleAs: Title = 'p',
  role,
  action,
  state,
}: InboxNoticeProps) {
  return (
    <div className={styles.notice} data-state={state}>
      <Icon className={`${styles.noticeIcon} ${styles.tone[tone]}`} aria-hidden="true" focusable="false" />
      <div role={role} className={styles.noticeText}>
        <Title className={styles.noticeTitle}>{title}</Title>
        {text && <p className={styles.muted}>{text}</p>}
      </div>
      {action}
    </div>
  );
}
