import { valibotResolver } from '@hookform/resolvers/valibot';
import { jobApplicationSchema, type JobApplicationValues } from '@rico/contact';
import { useToast } from '@rico/design-system';
import { useLayoutEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { applicationForm as copy } from '../../content/applicationForm';
import type { ApplicationProblem, SendApplication } from '../../lib/jobs/applicationSender';
import { useFormSubmission } from '../shared/useFormSubmission';
import { consentTickedBeforeHydration } from './applicationOnScreen';

/** The fields as the form holds them: the file control gives a list, of one file at most. */
export interface ApplicationFields {
  name: string;
  email: string;
  linkedin: string;
  cv: FileList | undefined;
  consent: boolean;
  companyWebsite: string;
}

/** The fields a problem the endpoint reports can be shown on; any other is told in a toast. */
const shownOnField = (field: string): field is 'name' | 'email' | 'linkedin' | 'cv' | 'consent' =>
  ['name', 'email', 'linkedin', 'cv', 'consent'].includes(field);

/**
 * The shared schema, given what it checks: the role from the page (a hidden field, never typed),
 * the chosen file rather than the control's list. The endpoint checks all of it again, the CV by its bytes.
 */
function applicationResolver(role: string): Resolver<ApplicationFields, unknown, JobApplicationValues> {
  const schema = valibotResolver(jobApplicationSchema);
  return (values, context, options) =>
    schema({ ...values, role, cv: values.cv?.[0], honeypot: '' }, context, options as never);
}

/**
 * The application form's state, as the contact form's: validated on submit and then on every
 * change, one post at a time, a toast for the outcome, everything kept on a failure. The text fields
 * have no defaults, so the form takes over what was typed before its script ran.
 */
export function useApplicationForm(role: string, sendApplication: SendApplication) {
  const form = useForm<ApplicationFields, unknown, JobApplicationValues>({
    resolver: applicationResolver(role),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { consent: false },
  });
  const toast = useToast();

  const [tickedBefore] = useState(consentTickedBeforeHydration);
  const { setValue, setError } = form;
  useLayoutEffect(() => {
    if (tickedBefore) setValue('consent', true, { shouldDirty: true });
  }, [tickedBefore, setValue]);

  const showProblems = (problems: readonly ApplicationProblem[]) => {
    let first = true;
    for (const { field, message } of problems) {
      if (!shownOnField(field)) {
        toast.error(message);
        continue;
      }
      setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  };

  const send = async (values: JobApplicationValues, element: HTMLFormElement) => {
    // The form's own fields as the browser would post them, the role among them, with the file
    // the schema checked (the control's list, which a test harness may stand in for).
    const body = new FormData(element);
    if (values.cv) body.set('cv', values.cv);
    const answer = await sendApplication(body);
    if (answer.kind === 'sent') {
      form.reset();
      toast.success(copy.toast.success);
    } else if (answer.kind === 'problems') showProblems(answer.problems);
    else toast.error(answer.message);
  };
  const { status, onSubmit } = useFormSubmission(form, send, copy.toast.error);

  return { form, status, onSubmit };
}
