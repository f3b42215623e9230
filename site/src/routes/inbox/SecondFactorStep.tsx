import { InboxAccessNotice, InboxLoading, StaffSecondFactor } from '@rico/design-system';
import { useEffect, useState } from 'react';
import * as copy from '../../content/inbox';
import { SignInError, type AuthenticatorSetup } from '../../lib/inbox/staffAuth';

const explain = (error: unknown) =>
  copy.signInErrors[error instanceof SignInError ? error.failure : 'unavailable'];

interface CodeFormProps {
  /** Sends the code; rejects with a SignInError. */
  submit: (code: string) => Promise<void>;
  onCancel: () => void;
  setup?: AuthenticatorSetup;
}

/** The code form, its busy state and the reason a code was refused. */
function CodeForm({ submit, onCancel, setup }: CodeFormProps) {
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState('');
  const send = async (code: string) => {
    setChecking(true);
    setError('');
    try {
      await submit(code);
    } catch (failure) {
      setError(explain(failure));
      setChecking(false);
    }
  };
  return (
    <StaffSecondFactor
      copy={setup ? copy.staffSetup : copy.staffCode}
      setup={
        setup && {
          qrModules: setup.qrModules,
          qrLabel: copy.staffSetupParts.qrLabel,
          key: setup.key,
          keyLabel: copy.staffSetupParts.keyLabel,
          appLink: { href: setup.uri, label: copy.staffSetupParts.appLink },
        }
      }
      status={checking ? 'checking' : 'idle'}
      error={error}
      onSubmit={(code) => void send(code)}
      onCancel={onCancel}
    />
  );
}

/** After the password: the authenticator app's code. Cancel goes back to the password. */
export function CodeStep(props: { confirm: (code: string) => Promise<void>; onCancel: () => void }) {
  return <CodeForm submit={props.confirm} onCancel={props.onCancel} />;
}

export interface SetupStepProps {
  start: () => Promise<AuthenticatorSetup>;
  finish: (code: string) => Promise<void>;
  onSignOut: () => void;
}

/**
 * The first sign-in in production: the authenticator app is added, and its code confirmed, before
 * the inbox opens. Started once, when the step appears.
 */
export function SetupStep({ start, finish, onSignOut }: SetupStepProps) {
  const [setup, setSetup] = useState<AuthenticatorSetup | { failed: string } | null>(null);
  useEffect(() => {
    let current = true;
    start().then(
      (made) => current && setSetup(made),
      (error: unknown) => current && setSetup({ failed: explain(error) }),
    );
    return () => {
      current = false;
    };
  }, [start]);
  if (!setup) return <InboxLoading label={copy.staffSetupParts.preparing} />;
  if ('failed' in setup)
    return (
      <InboxAccessNotice reason="notStaff" copy={copy.setupUnavailable(setup.failed)} onAction={onSignOut} />
    );
  return <CodeForm submit={finish} onCancel={onSignOut} setup={setup} />;
}
