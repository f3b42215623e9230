import {
  Button,
  Checkbox,
  CheckboxGroup,
  Field,
  HoneypotField,
  Link,
  Text,
  TextArea,
  TextInput,
} from '@rico/design-system';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { contactForm as copy } from '../../content/contactForm';
import { services } from '../../content/services';
import type { SendContactMessage } from '../../lib/firebase/contactSubmitter';
import { preloadContactBackend, sendContactMessage } from '../../lib/firebase/contactSender';
import * as styles from './ContactForm.css';
import { useContactTopic } from './contactTopic';
import { useContactForm } from './useContactForm';

const interestOptions = services.map((s) => ({ value: s.id, label: s.title }));

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
    <form
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
      <Controller
        control={control}
        name="interest"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            ref={field.ref}
            name={field.name}
            legend={copy.labels.interest}
            options={interestOptions}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field label={copy.labels.message} required error={errors.message?.message}>
        {(p) => <TextArea {...p} {...register('message')} rows={6} />}
      </Field>
      <Controller
        control={control}
        name="consent"
        render={({ field, fieldState }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            required
            checked={field.value === true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            label={
              <>
                {copy.consent.before}
                <Link href={copy.consent.href}>{copy.consent.linkLabel}</Link>
              </>
            }
          />
        )}
      />
      <HoneypotField {...register('companyWebsite')} />
      <Text size="sm" tone="muted">
        {copy.notice.text}
        <Link href={copy.notice.href}>{copy.notice.linkLabel}</Link>
      </Text>
      <Button
        type="submit"
        className={styles.submit}
        loading={status === 'sending'}
        loadingLabel={copy.sending}
      >
        {copy.submit}
      </Button>
    </form>
  );
}
