import { CircleAlert } from 'lucide-react';
import { useId, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { Heading } from '../Heading/Heading';
import { TextInput } from '../TextInput/TextInput';
import { focusRing } from '../../styles/focus.css';
import { textControl } from '../Field/controlStyles.css';
import * as styles from './StaffSignIn.css';

/** The sign-in form's words; the site keeps them with the rest of its copy. */
export interface StaffSignInCopy {
  title: string;
  /** Who may sign in and how to get an account. */
  intro: string;
  email: string;
  password: string;
  submit: string;
  /** The button's label while signing in, e.g. 'Signing in...'. */
  submitting: string;
  /** Under the e-mail field when it was left empty, e.g. 'Enter your e-mail address'. */
  emailMissing: string;
  /** Under the password field when it was left empty, e.g. 'Enter your password'. */
  passwordMissing: string;
}

export interface StaffSignInCredentials {
  email: string;
  password: string;
}

export interface StaffSignInProps {
  copy: StaffSignInCopy;
  /** Called with what was typed, once the browser's own checks (both filled, an e-mail address) pass. */
  onSubmit: (credentials: StaffSignInCredentials) => void;
  /** 'signingIn' while the request runs: the button is busy and ignores presses. */
  status?: 'idle' | 'signingIn';
  /** Why the last attempt failed, announced at once (role=alert). */
  error?: string;
  /**
   * Where the form posts before the page's script has loaded. It posts (never a GET), so a password
   * typed before hydration never lands in the address bar or the server's logs.
   */
  action?: string;
  /** The title's outline level: 1 when the sign-in is the page. */
  headingLevel?: 1 | 2;
}

const neverChanges = () => () => undefined;

/**
 * False in prerendered HTML and while hydrating, true once the page's script runs: until then the
 * browser's own check (`required`) stops an empty form; after, the form checks itself and says what
 * is missing under each field, as the design system's forms do, instead of the browser's bubble.
 */
const useScriptRunning = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );

/** Staff sign in with their e-mail address and password: a native form, usable before hydration. */
export function StaffSignIn({
  copy,
  onSubmit,
  status = 'idle',
  error,
  action,
  headingLevel = 1,
}: StaffSignInProps) {
  const titleId = useId();
  const scriptRunning = useScriptRunning();
  const [missing, setMissing] = useState({ email: false, password: false });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'signingIn') return;
    // Read from the form, not from state: what was typed before hydration counts too.
    const form = event.currentTarget;
    const text = (name: string) => {
      const value = new FormData(form).get(name);
      return typeof value === 'string' ? value : '';
    };
    const credentials = { email: text('email').trim(), password: text('password') };
    const nowMissing = { email: credentials.email === '', password: credentials.password === '' };
    setMissing(nowMissing);
    const first = nowMissing.email ? 'email' : nowMissing.password ? 'password' : null;
    // As react-hook-form does on the site's forms: focus the first field to fix, which reads its error.
    if (first) form.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
    else onSubmit(credentials);
  };
  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <Heading level={headingLevel} size="lg" id={titleId}>
        {copy.title}
      </Heading>
      <p className={styles.intro}>{copy.intro}</p>
      <form
        method="post"
        action={action}
        noValidate={scriptRunning}
        className={styles.form}
        aria-labelledby={titleId}
        onSubmit={submit}
      >
        <Field label={copy.email} error={missing.email ? copy.emailMissing : undefined}>
          {(controlProps) => (
            <TextInput {...controlProps} type="email" name="email" autoComplete="username" required />
          )}
        </Field>
        <Field label={copy.password} error={missing.password ? copy.passwordMissing : undefined}>
          {(controlProps) => (
            <input
              {...controlProps}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              className={`${textControl} ${focusRing}`}
            />
          )}
        </Field>
        {/* Always in the page, so screen readers notice when a message appears in it. */}
        <p role="alert" className={styles.alert}>
          {error && (
            <>
              <CircleAlert className={styles.alertIcon} aria-hidden="true" focusable="false" />
              {error}
            </>
          )}
        </p>
        <Button type="submit" fullWidth loading={status === 'signingIn'} loadingLabel={copy.submitting}>
          {copy.submit}
        </Button>
      </form>
    </section>
  );
}
