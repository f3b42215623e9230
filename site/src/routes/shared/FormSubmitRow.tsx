import { Button, Link, Text } from '@rico/design-system';
import * as styles from './formLayout.css';

/** The end of a site form: how the answer is used (with its link), then the submit button. */
export function FormSubmitRow({
  notice,
  sending,
  submit,
  sendingLabel,
}: {
  notice: { text: string; href: string; linkLabel: string };
  sending: boolean;
  submit: string;
  sendingLabel: string;
}) {
  return (
    <>
      <Text size="sm" tone="muted">
        {notice.text}
        <Link href={notice.href}>{notice.linkLabel}</Link>
      </Text>
      <Button type="submit" className={styles.submit} loading={sending} loadingLabel={sendingLabel}>
        {submit}
      </Button>
    </>
  );
}
