import {
  seedStaff,
  startAuthEmulator,
  type RunningAuthEmulator,
  type SeededStaff,
} from '@rico/inbox/emulator';

export interface StaffSignInReady {
  /** host:port of the Auth emulator, now in FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** The staff account made in it, and its new password. */
  staff: SeededStaff;
  /** From starting firebase-tools to its first answer. */
  startupMs: number;
}

export interface StaffSignIn {
  /** Resolves once the emulator answers and the staff account exists; rejects saying why not. */
  ready: Promise<StaffSignInReady>;
  /** Ends the emulator (waiting for it); safe to call at any time, before it is ready too. */
  stop: () => Promise<void>;
}

/**
 * The staff inbox's sign-in on this machine: firebase-tools' Auth emulator, started in the background
 * so the site never waits for it (it takes seconds to answer; the site answers at once, its inbox
 * saying sign-in is unavailable until then). Once it answers, this process's local backend is
 * pointed at it (FIREBASE_AUTH_EMULATOR_HOST, read on each call) and staff@rico.example is made with a
 * new password. The emulator is its own process group: it is ended with the process that started it,
 * however that process ends.
 */
export function startStaffSignIn(): StaffSignIn {
  let emulator: RunningAuthEmulator | undefined;
  // An object, not a let: it changes while the start is awaited.
  const run = { stopped: false };
  const killOnExit = () => emulator?.killNow();
  process.once('exit', killOnExit);
  const ready = (async () => {
    const started = await startAuthEmulator();
    emulator = started;
    if (run.stopped) {
      await started.stop();
      throw new Error('The staff sign-in was stopped before it was ready');
    }
    process.env.FIREBASE_AUTH_EMULATOR_HOST = started.host;
    const staff = await seedStaff(started.host);
    return { host: started.host, staff, startupMs: started.startupMs };
  })();
  // The caller reports a failure; an unreported one must not end the process.
  ready.catch(() => undefined);
  return {
    ready,
    stop: async () => {
      run.stopped = true;
      process.off('exit', killOnExit);
      await emulator?.stop();
    },
  };
}

/** The line `pnpm start` and `pnpm dev` print once staff can sign in. */
export const staffSignInLine = (origin: string, { staff, startupMs }: StaffSignInReady) =>
  `Staff inbox ready: ${origin}/inbox  sign in as ${staff.email} / ${staff.password}  (sign-in emulator answered after ${(startupMs / 1000).toFixed(1)} s)`;

/** What they print when it cannot start: the site goes on, its inbox saying sign-in is unavailable. */
export const staffSignInFailedLine = (error: unknown) =>
  `Staff inbox: the sign-in (Firebase Authentication emulator) did not start, so the inbox says sign-in is unavailable; the rest of the site works. Why: ${error instanceof Error ? error.message : String(error)}`;

/**
 * Ends the emulator before the process does when it is told to stop (Ctrl-C, a kill), then exits as
 * that signal would have ended it (the server goes with the process: waiting for it to close would
 * wait for every browser's open connection).
 */
export function stopOnSignals(signIn: StaffSignIn) {
  const codes: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  for (const [signal, code] of Object.entries(codes) as [NodeJS.Signals, number][]) {
    process.once(signal, () => {
      void signIn.stop().finally(() => process.exit(code));
    });
  }
}
