import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffAuth, StaffSession } from '../../lib/inbox/staffAuth';

/**
 * Who is signed in, from the auth `makeAuth` makes: in the browser only, once the island has
 * hydrated (the prerender has no window). `refuse` turns a session the API refused as not staff (a
 * claim taken away since the token was made) into one, without waiting for the token to change.
 */
export function useStaffSession(makeAuth: () => StaffAuth) {
  const auth = useRef<StaffAuth | null>(null);
  // The auth made, for what only it knows (the second factor's steps): set once, in the browser.
  const [made, setMade] = useState<StaffAuth | null>(null);
  const [session, setSession] = useState<StaffSession>({ status: 'checking' });
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const created = makeAuth();
    auth.current = created;
    return created.subscribe((next) => {
      // Known from its first answer on: before it, the page shows only the placeholder.
      setMade(created);
      setSession(next);
      setRefused(false);
    });
  }, [makeAuth]);
  const shown: StaffSession =
    refused && session.status === 'signedIn' ? { ...session, staff: false } : session;
  const signIn = useCallback(async (email: string, password: string) => {
    if (!auth.current) throw new Error('The sign-in has not loaded yet');
    return auth.current.signIn(email, password);
  }, []);
  const signOut = useCallback(() => auth.current?.signOut() ?? Promise.resolve(), []);
  const idToken = useCallback(() => auth.current?.idToken() ?? Promise.resolve(null), []);
  return { session: shown, auth: made, signIn, signOut, idToken, refuse: () => setRefused(true) };
}
