import { jobApplicationPaths } from '@rico/contact';
import {
  Button,
  Checkbox,
  Field,
  FileInput,
  HoneypotField,
  Link,
  Text,
  TextInput,
} from '@rico/design-system';
import { applicationForm as copy } from '../../content/applicationForm';
import * as styles from '../shared/formLayout.css';

export interface ApplicationFormProps {
  /** The role applied for, as staff read it: the role's title, or the speculative application's. */
  role: string;
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
}

/**
 * The job application as the browser posts it itself: a multipart form to the site's own endpoint,
 * which checks every field and the CV's bytes, stores it, and answers with the confirmation page or
 * a page listing what to fix (the browser's Back button returns to the form with what was typed;
 * a chosen file is named there, as browsers do not keep it). It needs no script, so the page ships
 * none for it: the same form works on a cheap phone before anything has loaded.
 */
export function ApplicationForm({ role, 'aria-labelledby': labelledBy }: ApplicationFormProps) {
  return (
    <form
      method="post"
      action={jobApplicationPaths.send}
      encType="multipart/form-data"
      className={styles.form}
      aria-labelledby={labelledBy}
    >
      <Text tone="muted">{copy.intro}</Text>
      <input type="hidden" name="role" value={role} />
      <div className={styles.pair}>
        <Field label={copy.labels.name} required>
          {(p) => <TextInput {...p} name="name" autoComplete="name" />}
        </Field>
        <Field label={copy.labels.email} required>
          {(p) => <TextInput {...p} name="email" type="email" autoComplete="email" />}
        </Field>
      </div>
      <Field label={copy.labels.linkedin} hint={copy.hints.linkedin}>
        {/* No maxLength: a browser would cut a pasted address short without a word; the endpoint says so. */}
        {(p) => <TextInput {...p} name="linkedin" inputMode="url" autoComplete="url" />}
      </Field>
      <Field label={copy.labels.cv} hint={copy.hints.cv}>
        {(p) => (
          <FileInput
            {...p}
            name="cv"
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          />
        )}
      </Field>
      <Checkbox
        name="consent"
        required
        label={
          <>
            {copy.consent.before}
            <Link href={copy.consent.href}>{copy.consent.linkLabel}</Link>
          </>
        }
      />
      <HoneypotField name="companyWebsite" />
      <Text size="sm" tone="muted">
        {copy.notice.text}
        <Link href={copy.notice.href}>{copy.notice.linkLabel}</Link>
      </Text>
      <Button type="submit" className={styles.submit}>
        {copy.submit}
      </Button>
    </form>
  );
}
