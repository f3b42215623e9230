import { CircleAlert } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { Heading } from '../Heading/Heading';
import { TextInput } from '../TextInput/TextInput';
import { QrCode } from './QrCode';
import * as signInStyles from './StaffSignIn.css';
import * as styles from './StaffSecondFactor.css';

/** The step's words; the site keeps them with the rest of its copy. */
export interface StaffSecondFactorCopy {
  title: string;
  intro: string;
  code: string;
  /** Under the label: where the code comes from. */
  codeHint: string;
  submit: string;
  /** The button's label while the code is checked. */
  submitting: string;
  /** Under the field when it was left empty. */
  codeMissing: string;
  /** Under the field when it is not six digits. */
  codeMalformed: string;
  /** The way out: back to the password, or Sign Out. */
  cancel: string;
}

/** What the authenticator app needs to be set up, shown before the code is asked for. */
export interface StaffSecondFactorSetup {
  /** The QR code's modules, row by row, true where dark (it carries the `otpauth:` address). */
  qrModules: readonly (readonly boolean[])[];
  qrLabel: string;
  /** The key to type into the app instead of scanning. */
  key: string;
  keyLabel: string;
  /** The `otpauth:` address as a link, for an authenticator app on this same device. */
  appLink: { href: string; label: string };
}

export interface StaffSecondFactorProps {
  copy: StaffSecondFactorCopy;
  /** Given, the step sets up the app first (QR code and key); else it only asks for the code. */
  setup?: StaffSecondFactorSetup;
  /** Called with the six digits, spaces removed, once they are six digits. */
  onSubmit: (code: string) => void;
  onCancel: () => void;
  status?: 'idle' | 'checking';
  /** Why the last code was refused, announced at once (role=alert). */
  error?: string;
  headingLevel?: 1 | 2;
}

/** Apps show the key and the code in groups; people type them so. */
const groupsOfFour = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The second step of the staff sign-in: the 6-digit code from an authenticator app, after the
 * password. With `setup`, the first time: the QR code and key to add the account to the app, then
 * the code it shows, which proves it was added.
 */
export function StaffSecondFactor({
  copy,
  setup,
  onSubmit,
  onCancel,
  status = 'idle',
  error,
  headingLevel = 2,
}: StaffSecondFactorProps) {
  const titleId = useId();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'checking') return;
    const typed = new FormData(event.currentTarget).get('code');
    const code = (typeof typed === 'string' ? typed : '').replace(/\s/g, '');
    const found = code === '' ? copy.codeMissing : /^\d{6}$/.test(code) ? undefined : copy.codeMalformed;
    setProblem(found);
    if (found) event.currentTarget.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
    else onSubmit(code);
  };
  return (
    <section aria-labelledby={titleId} className={signInStyles.root}>
      <Heading level={headingLevel} size="lg" id={titleId}>
        {copy.title}
      </Heading>
      <p className={signInStyles.intro}>{copy.intro}</p>
      {setup && (
        <div className={styles.setup}>
          <QrCode modules={setup.qrModules} label={setup.qrLabel} />
          <p className={styles.keyLabel}>{setup.keyLabel}</p>
          <code className={styles.key}>{groupsOfFour(setup.key)}</code>
          <a href={setup.appLink.href}>{setup.appLink.label}</a>
        </div>
      )}
      <form noValidate className={signInStyles.form} aria-labelledby={titleId} onSubmit={submit}>
        <Field label={copy.code} hint={copy.codeHint} error={problem}>
          {(controlProps) => (
            <TextInput
              {...controlProps}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
            />
          )}
        </Field>
        <p role="alert" className={signInStyles.alert}>
          {error && (
            <>
              <CircleAlert className={signInStyles.alertIcon} aria-hidden="true" focusable="false" />
              {error}
            </>
          )}
        </p>
        <div className={styles.actions}>
          <Button type="submit" fullWidth loading={status === 'checking'} loadingLabel={copy.submitting}>
            {copy.submit}
          </Button>
          <Button type="button" variant="ghost" fullWidth onClick={onCancel}>
            {copy.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
