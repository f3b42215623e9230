/*
 * Import this before anything that loads firebase-functions: its logger keeps the console methods
 * it finds when it loads, so replacing them first routes every log line it writes into `logged`.
 */
export const logged: string[] = [];

const capture =
  (level: string) =>
  (...args: unknown[]) => {
    logged.push(
      `${level} ${args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')}`,
    );
  };

console.debug = capture('debug');
console.info = capture('info');
console.log = capture('log');
console.warn = capture('warn');
console.error = capture('error');
