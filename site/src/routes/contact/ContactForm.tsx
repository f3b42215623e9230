import { contactFormPaths } from '@rico/contact';
import { Field, HoneypotField, Text, TextArea, TextInput } from '@rico/design-system';
import { useRef } from 'react';
import { contactForm as copy } from '../../content/contactForm';
import type { SendContactMessage } from '../../lib/firebase/contactSubmitter';
import { preloadContactBackend, sendContactMessage } from '../../lib/firebase/contactSender';
import { FormSubmitRow } from '../shared/FormSubmitRow';
import * as styles from '../shared/formLayout.css';
import { ConsentCheckbox, InterestChoices } from './ContactFormChoices';
import { useContactTopic } from './contactTopic';
import { useContactForm } from './useContactForm';

export interface ContactFormProps {
  /**
   * Sends a valid message and resolves 'sent' (or 'dropped' for a filled honeypot); a rejection
   * shows the error toast. Defaults to the real Firebase submission.
   */
  sendMessage?: SendContactMessage;
  /** Called on the visitor's first focus in the form; defaults to loading the Firebase code. */
  preloadSender?: () => void;
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
}

/**
 * The contact form: validation from the shared schema, one submission at a
 * time, toasts for the outcome, and `?topic=` presets from the site's calls to action.
 */
export function ContactForm({
  sendMessage = sendContactMessage,
  preloadSender = preloadContactBackend,
  'aria-labelledby': labelledBy,
}: ContactFormProps) {
  const topic = useContactTopic();
  const { form, status, onSubmit } = useContactForm(sendMessage, topic);
  const { register, control, formState } = form;
  const { errors } = formState;
  const preloaded = useRef(false);
  const preloadOnce = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    preloadSender();
  };

  return (
    // method and action: before its script has run (or where it never does) the form posts itself
    // natively to the site's form endpoint, so nothing typed ever lands in a URL; once hydrated,
    // onSubmit takes over with the two scripted calls.
    <form
      method="post"
      action={contactFormPaths.send}
      noValidate
      className={styles.form}
      aria-labelledby={labelledBy}
      data-state={status}
      onSubmit={onSubmit}
      onFocus={preloadOnce}
    >
      <Text tone="muted">{topic?.note ?? copy.intro}</Text>
      <div className={styles.pair}>
        <Field label={copy.labels.name} required error={errors.name?.message}>
          {(p) => <TextInput {...p} {...register('name')} autoComplete="name" />}
        </Field>
        <Field label={copy.labels.email} required error={errors.email?.message}>
          {(p) => <TextInput {...p} {...register('email')} type="email" autoComplete="email" />}
        </Field>
      </div>
      <div className={styles.pair}>
        <Field label={copy.labels.phone} error={errors.phone?.message}>
          {(p) => <TextInput {...p} {...register('phone')} type="tel" autoComplete="tel" />}
        </Field>
        <Field label={copy.labels.company} error={errors.company?.message}>
          {(p) => <TextInput {...p} {...register('company')} autoComplete="organization" />}
        </Field>
      </div>
      <InterestChoices control={control} />
      <Field label={copy.labels.message} required error={errors.message?.message}>
        {(p) => <TextArea {...p} {...register('message')} rows={6} />}
      </Field>
      <ConsentCheckbox control={control} />
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
