import { jobApplicationPaths } from '@rico/contact';
import { Field, FileInput, HoneypotField, Text, TextInput } from '@rico/design-system';
import { applicationForm as copy } from '../../content/applicationForm';
import { sendApplication as postApplication, type SendApplication } from '../../lib/jobs/applicationSender';
import { ConsentController } from '../shared/ConsentController';
import { FormSubmitRow } from '../shared/FormSubmitRow';
import * as styles from '../shared/formLayout.css';
import { useApplicationForm } from './useApplicationForm';

export interface ApplicationFormProps {
  /** The role applied for, as staff read it: the role's title, or the speculative application's. */
  role: string;
  /** Posts the form's fields and reads the endpoint's answer; defaults to the site's own endpoint. */
  sendApplication?: SendApplication;
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
}

const cvTypes =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The job application. Before and without script it is the browser's own multipart post to the
 * site's endpoint, which checks every field and the CV's bytes, stores it, and answers with the
 * confirmation page or a page listing what to fix (naming the chosen file, which browsers do not
 * keep). Once its island has hydrated it behaves as the contact form does: errors under the fields
 * on submit and on every change, 'Sending...', a toast for the outcome, nothing lost on a failure,
 * and a Remove button for the chosen file; the post is the same body, answered in JSON.
 */
export function ApplicationForm({
  role,
  sendApplication = postApplication,
  'aria-labelledby': labelledBy,
}: ApplicationFormProps) {
  const { form, status, onSubmit } = useApplicationForm(role, sendApplication);
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <form
      method="post"
      action={jobApplicationPaths.send}
      encType="multipart/form-data"
      noValidate
      className={styles.form}
      aria-labelledby={labelledBy}
      data-state={status}
      onSubmit={onSubmit}
    >
      <Text tone="muted">{copy.intro}</Text>
      <input type="hidden" name="role" value={role} />
      <div className={styles.pair}>
        <Field label={copy.labels.name} required error={errors.name?.message}>
          {(p) => <TextInput {...p} {...register('name')} autoComplete="name" />}
        </Field>
        <Field label={copy.labels.email} required error={errors.email?.message}>
          {(p) => <TextInput {...p} {...register('email')} type="email" autoComplete="email" />}
        </Field>
      </div>
      <Field label={copy.labels.linkedin} hint={copy.hints.linkedin} error={errors.linkedin?.message}>
        {/* No maxLength: a browser would cut a pasted address short without a word; the schema says so. */}
        {(p) => <TextInput {...p} {...register('linkedin')} inputMode="url" autoComplete="url" />}
      </Field>
      <Field label={copy.labels.cv} hint={copy.hints.cv} error={errors.cv?.message}>
        {(p) => <FileInput {...p} {...register('cv')} accept={cvTypes} removeLabel={copy.removeFile} />}
      </Field>
      <ConsentController control={control} words={copy.consent} />
      <HoneypotField {...register('companyWebsite')} />
      <FormSubmitRow
        notice={copy.notice}
        sending={status === 'sending'}
        submit={copy.submit}
        sendingLabel={copy.sending}
      />
    </form>
  );
}
