import { Button, InboxAccessNotice, InboxLoading, StaffSignIn } from '@rico/design-system';
import { useEffect, useRef, useState } from 'react';
import * as copy from '../../content/inbox';
import { useFullStylesheet } from '../../seo/criticalCss';
import { inboxPage } from '../../content/pages/inbox';
import { SignInError, type StaffAuth } from '../../lib/inbox/staffAuth';
import { InboxSections } from './InboxSections';
import { CodeStep, SetupStep } from './SecondFactorStep';
import * as styles from './StaffInbox.css';
import { useStaffSession } from './useStaffSession';

export interface StaffInboxProps {
  /** Makes the sign-in (Firebase's, or a stand-in in tests); called once, in the browser. */
  auth: () => StaffAuth;
}

/**
 * The staff inbox behind its sign-in: while the stored sign-in is read, a placeholder (what the page
 * is prerendered with); signed out, the sign-in form, then the authenticator code if the account has
 * the app; signed in without the staff claim, why not and Sign Out; with it but without the app where
 * it is required (production), its set-up; then the inbox.
 */
export function StaffInbox({ auth: makeAuth }: StaffInboxProps) {
  const {
    session,
    auth,
    signIn: startSignIn,
    signOut: endSession,
    idToken,
    refuse,
  } = useStaffSession(makeAuth);
  const [signingIn, setSigningIn] = useState(false);
  const [codeNeeded, setCodeNeeded] = useState(false);
  const [signInError, setSignInError] = useState('');
  const root = useRef<HTMLDivElement>(null);
  // After a sign-in or sign-out the part with focus goes away: focus the new part's heading.
  const moved = useRef(false);
  // The forms' and the list's rules are in the full stylesheet, not the page's critical CSS (the
  // prerendered page shows only the placeholder): shown before it, they would jump about as it lands.
  const styled = useFullStylesheet();
  const state = !styled
    ? 'checking'
    : session.status === 'signedIn'
      ? !session.staff
        ? 'notStaff'
        : session.secondFactor || !auth?.requiresSecondFactor
          ? 'inbox'
          : 'setup'
      : session.status === 'signedOut' && codeNeeded
        ? 'code'
        : session.status;
  useEffect(() => {
    if (!moved.current || state === 'checking') return;
    moved.current = false;
    // Signed in: the line saying who (the list is still loading); else the new part's heading.
    const target = root.current?.querySelector<HTMLElement>('[data-signed-in-as], h2');
    if (!target) return;
    target.tabIndex = -1;
    target.focus();
  }, [state]);

  const signIn = async (email: string, password: string) => {
    setSigningIn(true);
    setSignInError('');
    try {
      moved.current = true;
      setCodeNeeded((await startSignIn(email, password)) === 'codeNeeded');
    } catch (error) {
      moved.current = false;
      setSignInError(copy.signInErrors[error instanceof SignInError ? error.failure : 'unavailable']);
    } finally {
      setSigningIn(false);
    }
  };
  const signOut = () => {
    moved.current = true;
    setCodeNeeded(false);
    void endSession();
  };
  const backToPassword = () => {
    moved.current = true;
    setCodeNeeded(false);
  };

  return (
    <div ref={root} className={styles.root} data-state={state}>
      {state === 'checking' && <InboxLoading label={inboxPage.checking} />}
      {state === 'signedOut' && (
        <StaffSignIn
          copy={copy.staffSignIn}
          headingLevel={2}
          status={signingIn ? 'signingIn' : 'idle'}
          error={signInError}
          onSubmit={({ email, password }) => void signIn(email, password)}
        />
      )}
      {state === 'code' && auth && (
        <CodeStep
          confirm={async (code) => {
            moved.current = true;
            await auth.confirmCode(code);
            setCodeNeeded(false);
          }}
          onCancel={backToPassword}
        />
      )}
      {state === 'setup' && auth && (
        <SetupStep start={auth.startSetup} finish={auth.finishSetup} onSignOut={signOut} />
      )}
      {state === 'notStaff' && session.status === 'signedIn' && (
        <InboxAccessNotice reason="notStaff" copy={copy.notStaff(session.email)} onAction={signOut} />
      )}
      {state === 'inbox' && session.status === 'signedIn' && (
        <>
          <p className={styles.signedInBar}>
            <span data-signed-in-as="">{copy.signedInBar.signedInAs(session.email)}</span>
            <Button variant="ghost" size="sm" onClick={signOut}>
              {copy.signedInBar.signOut}
            </Button>
          </p>
          <InboxSections idToken={idToken} access={{ signedOut: signOut, notStaff: refuse }} />
        </>
      )}
    </div>
  );
}
