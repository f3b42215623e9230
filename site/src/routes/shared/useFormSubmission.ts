import { isHoneypotFilled } from '@rico/contact';
import { useToast } from '@rico/design-system';
import { useRef, useState, type SubmitEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Idle, then sending while the post runs, then idle again. */
export type FormSubmissionStatus = 'idle' | 'sending';

/**
 * How the site's scripted forms submit: a filled hidden field (`companyWebsite`) is dropped
 * before validation (no call, no word, no error on a field people cannot see); otherwise the
 * schema checks the values and `send` runs, one at a time; a failure it throws is logged and told in the error toast, and
 * every value stays for another try. `send` gets the form element too, for a body built from it.
 */
export function useFormSubmission<T extends FieldValues, Valid>(
  form: UseFormReturn<T, unknown, Valid>,
  send: (values: Valid, element: HTMLFormElement) => Promise<void>,
  failureMessage: string,
) {
  const toast = useToast();
  const [status, setStatus] = useState<FormSubmissionStatus>('idle');
  // State alone cannot stop a second submit: two events can arrive before a new render.
  const inFlight = useRef(false);

  const run = async (values: Valid, element: HTMLFormElement) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus('sending');
    try {
      await send(values, element);
    } catch (error) {
      console.error(error);
      toast.error(failureMessage);
    } finally {
      inFlight.current = false;
      setStatus('idle');
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const honeypot = form.getValues('companyWebsite' as Path<T>) as string;
    if (inFlight.current || isHoneypotFilled({ companyWebsite: honeypot })) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit((values) => run(values, element))(event);
  };

  return { status, onSubmit };
}
