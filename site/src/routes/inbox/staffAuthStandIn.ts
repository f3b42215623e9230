import { encode } from 'uqr';
import { SignInError, type StaffAuth, type StaffSession } from '../../lib/inbox/staffAuth';

/** The code the stand-in's authenticator app "shows". */
export const standInCode = '123456';

const uri =
  'otpauth://totp/Rico%20inbox:sam%40rico.example?secret=JBSWY3DPEHPK3PXP&issuer=Rico%20inbox&algorithm=SHA1&digits=6';

/**
 * A StaffAuth for stories, as production behaves: the authenticator app required, the code asked
 * after the password, `standInCode` the only right one. `session` is where it starts.
 */
export function staffAuthStandIn(session: StaffSession): StaffAuth {
  let listener: (next: StaffSession) => void = () => undefined;
  let current = session;
  const emit = (next: StaffSession) => {
    current = next;
    listener(next);
  };
  const checkCode = (code: string) =>
    code === standInCode ? Promise.resolve() : Promise.reject(new SignInError('wrongCode'));
  const signedIn = { status: 'signedIn', email: 'sam@rico.example', staff: true } as const;
  return {
    requiresSecondFactor: true,
    subscribe(next) {
      listener = next;
      queueMicrotask(() => listener(current));
      return () => undefined;
    },
    signIn: () => Promise.resolve('codeNeeded'),
    confirmCode: (code) => checkCode(code).then(() => emit({ ...signedIn, secondFactor: true })),
    startSetup: () =>
      Promise.resolve({ key: 'JBSWY3DPEHPK3PXP', uri, qrModules: encode(uri, { border: 0 }).data }),
    finishSetup: (code) => checkCode(code).then(() => emit({ ...signedIn, secondFactor: true })),
    signOut: () => {
      emit({ status: 'signedOut' });
      return Promise.resolve();
    },
    idToken: () => Promise.resolve(null),
  };
}
