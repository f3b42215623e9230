import { Checkbox, Link } from '@rico/design-system';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** The words of a form's required consent: the sentence, and the link it ends with. */
export interface ConsentWords {
  before: string;
  href: string;
  linkLabel: string;
}

/**
 * A form's required consent box, held by react-hook-form under `consent`: a native checkbox, so it
 * is ticked and posted before and without script, with its error under it once the form is checked.
 */
export function ConsentController<T extends FieldValues, Valid>({
  control,
  words,
}: {
  control: Control<T, unknown, Valid>;
  words: ConsentWords;
}) {
  return (
    <Controller
      control={control}
      name={'consent' as Path<T>}
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
              {words.before}
              <Link href={words.href}>{words.linkLabel}</Link>
            </>
          }
        />
      )}
    />
  );
}
