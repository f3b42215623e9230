import { serviceOptions, type ContactFormInput, type ContactFormValues } from '@rico/contact';
import { CheckboxGroup } from '@rico/design-system';
import { memo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { contactForm as copy } from '../../content/contactForm';
import { HydrateLater } from '../../islands/HydrateLater';
import { ConsentController } from '../shared/ConsentController';

// The titles from the contact model itself (the site's services copy names them the same): the
// services' marketing copy would add a kilobyte to the form's code for six labels.
const interestOptions = serviceOptions.map((s) => ({ value: s.id, label: s.title }));

type FormControl = Control<ContactFormInput, unknown, ContactFormValues>;

/*
 * The form's checkboxes: native inputs, so they can be ticked and posted before and without script.
 * Seven controlled components, as heavy to hydrate as the rest of the form: each group hydrates a
 * task after it. Memoised: react-hook-form renders the form again as soon as it mounts, and a part
 * rendered again before its turn hydrates at once.
 */

/** The 'Interests' checkboxes, one per service. */
export const InterestChoices = memo(function InterestChoices({ control }: { control: FormControl }) {
  return (
    <HydrateLater>
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
    </HydrateLater>
  );
});

/** The required consent to be contacted, with its link to the privacy policy. */
export const ConsentCheckbox = memo(function ConsentCheckbox({ control }: { control: FormControl }) {
  return (
    <HydrateLater>
      <ConsentController control={control} words={copy.consent} />
    </HydrateLater>
  );
});
