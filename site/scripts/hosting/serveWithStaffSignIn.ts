import { describeReach, networkWarning, type LocalBackendOptions } from '@rico/local-backend';
import { startSite, type RunningSite } from './startSite';
import { staffSignInFailedLine, staffSignInLine, startStaffSignIn, type StaffSignIn } from './staffSignIn';

export interface ServeOptions {
  port?: number;
  host?: string;
  /** The static files to serve (the build SITE_BUILD_DIR names unless given). */
  publicDir?: string;
  /** The local backend's data folder and log (DATA_DIR and the terminal unless given). */
  backend?: LocalBackendOptions;
  /** A build for a real Firebase project signs staff in there: no emulator is started for it. */
  forRealFirebase: boolean;
  /** Starts the staff sign-in; the Auth emulator unless a test gives its own. */
  startSignIn?: () => StaffSignIn;
  /** Where the lines for the developer go (the terminal). */
  log?: Pick<Console, 'log' | 'error'>;
}

export interface Served {
  site: RunningSite;
  /** The staff sign-in starting beside the site; none for a real Firebase project's build. */
  signIn?: StaffSignIn;
  /** Settles once the sign-in's line (ready, or why not) is printed. */
  signInReported: Promise<void>;
}

/**
 * What `pnpm start` runs: the site first, answering at once, then the staff inbox's sign-in in the
 * background (the emulator takes seconds to answer, and nobody browsing the site should wait for it).
 * The terminal says when staff can sign in, and as whom.
 */
export async function serveWithStaffSignIn(options: ServeOptions): Promise<Served> {
  const { forRealFirebase, startSignIn = startStaffSignIn, log = console } = options;
  const site = await startSite({
    port: options.port,
    host: options.host,
    publicDir: options.publicDir,
    backend: options.backend,
  });
  log.log(`Site: ${site.origin}/ (with the local backend; ${describeReach(site.host)})`);
  const warning = networkWarning(site.host);
  if (warning) log.error(warning);
  if (forRealFirebase) return { site, signInReported: Promise.resolve() };
  log.log('Staff inbox: starting its sign-in (the Firebase Authentication emulator) in the background...');
  const signIn = startSignIn();
  const signInReported = signIn.ready.then(
    (ready) => log.log(staffSignInLine(site.origin, ready)),
    (error: unknown) => log.error(staffSignInFailedLine(error)),
  );
  return { site, signIn, signInReported };
}
