import { valibotResolver } from '@hookform/resolvers/valibot';
import { contactFormSchema, type ContactFormInput, type ContactFormValues } from '@rico/contact';
import { useToast } from '@rico/design-system';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactForm as copy, type ContactTopicPreset } from '../../content/contactForm';
import { trackEvent } from '../../lib/analytics/tracker';
import type { SendContactMessage } from '../../lib/firebase/contactSubmitter';
import { useHydrated } from '../../lib/useHydrated';
import { useFormSubmission } from '../shared/useFormSubmission';
import { changedValues, readPrerenderedValues, ticksOnlyOnScreen } from './prerenderedValues';

const emptyForm: ContactFormInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  interest: [],
  message: '',
  consent: false,
  companyWebsite: '',
};

/**
 * The contact form's state: react-hook-form with the shared valibot schema (validates on submit,
 * then again on every change), the topic's preset interests, and the one-at-a-time submission.
 */
export function useContactForm(sendMessage: SendContactMessage, topic: ContactTopicPreset | undefined) {
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: valibotResolver(contactFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: emptyForm,
  });
  const toast = useToast();

  const { getValues, resetField, setValue } = form;
  useEffect(() => {
    // The topic is known only after hydration; it also becomes the interest a reset returns to.
    resetField('interest', { defaultValue: [...(topic?.interest ?? [])] });
  }, [topic, resetField]);
  // Read while hydrating, before react-hook-form empties the fields it takes over; put back once it
  // has (after the topic's preset, so what the visitor ticked wins).
  const [typedBeforeHydration] = useState(readPrerenderedValues);
  // A layout effect: put back before the browser paints the emptied fields.
  useLayoutEffect(() => {
    for (const [name, value] of changedValues(typedBeforeHydration ?? {})) {
      setValue(name, value as never, { shouldDirty: true });
    }
  }, [typedBeforeHydration, setValue]);
  // The checkbox groups hydrate a task after the form, and hydration leaves a checkbox as it is: a box
  // ticked in between shows ticked but is not in the values. Once every part has hydrated, the form
  // takes over what the page shows.
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (!hydrated || !typedBeforeHydration) return;
    for (const [name, value] of ticksOnlyOnScreen(getValues())) {
      setValue(name, value as never, { shouldDirty: true });
    }
  }, [hydrated, typedBeforeHydration, getValues, setValue]);

  const send = async (values: ContactFormValues) => {
    if ((await sendMessage(values)) === 'sent') {
      form.reset();
      toast.success(copy.toast.success);
      // Only that a lead came in, and from which form: nothing the visitor typed. Sent only if
      // the visitor accepted analytics.
      trackEvent('generate_lead', { form_id: 'contact' });
    }
  };
  const { status, onSubmit } = useFormSubmission(form, send, copy.toast.error);

  return { form, status, onSubmit };
}
