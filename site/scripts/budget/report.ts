/**
 * `pnpm budget`: the first-load JS and CSS (gzip) of every prerendered page, from the HTML's own
 * links. Fails when the home page's or any page's JS is over budget, or any page loads Firebase code
 * before the visitor uses the contact form.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoad, gzipBytes } from './firstLoad';
import { builtPages } from './pages';
import { clientDir } from '../buildDir';

/**
 * The budget: home first-load JS at most 88 KB gzip (87.2 KB when this was set: a small margin, so a
 * regression of a kilobyte fails `pnpm test`). Met by running the browser build on preact/compat
 * (src/runtime/preactClientPlugin.ts), the site's layout modules in the shared chunk
 * (vite/clientChunks.ts), and keeping out of the first load what its first paint does not use: the
 * animation code, the privacy page's cookie copy (the theme control needs only its storage key), the
 * local backend banner's health check (loaded once the page has) and the head's theme script, whose
 * text only the HTML carries. 87.4 KB once the theme control, skip link and dark theme had come in.
 */
export const homeJsBudgetBytes = 88 * 1024;
/**
 * Every other page: the contact page is the heaviest (its form: 103.4 KB when this was set). A
 * ceiling with a small margin, so a regression on any page fails `pnpm test`.
 */
export const pageJsBudgetBytes = 110 * 1024;
/** Strings only Firebase's SDK carries. */
export const firebaseSignatures = [
  'FirebaseError',
  '@firebase/',
  'firestore.googleapis.com',
  'cloudfunctions.net',
];

export interface PageWeight {
  path: string;
  jsBytes: number;
  cssBytes: number;
  firebaseChunks: string[];
}

export function measure(clientDir: string): PageWeight[] {
  return builtPages(clientDir).map(({ path, file }) => {
    const { scripts, styles } = firstLoad(clientDir, readFileSync(file, 'utf8'));
    const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipBytes(clientDir, url), 0);
    const firebaseChunks = scripts.filter((url) => {
      const code = readFileSync(join(clientDir, url), 'utf8');
      return firebaseSignatures.some((signature) => code.includes(signature));
    });
    return { path, jsBytes: sum(scripts), cssBytes: sum(styles), firebaseChunks };
  });
}

export function budgetErrors(weights: readonly PageWeight[]): string[] {
  const errors: string[] = [];
  const home = weights.find((w) => w.path === '/');
  if (!home) errors.push('No prerendered home page');
  else if (home.jsBytes > homeJsBudgetBytes) {
    errors.push(`Home page first-load JS ${kb(home.jsBytes)} is over the ${kb(homeJsBudgetBytes)} budget`);
  }
  for (const w of weights) {
    if (w.jsBytes > pageJsBudgetBytes)
      errors.push(
        `${w.path} first-load JS ${kb(w.jsBytes)} is over the ${kb(pageJsBudgetBytes)} page budget`,
      );
    if (w.firebaseChunks.length)
      errors.push(`${w.path} loads Firebase code up front: ${w.firebaseChunks.join(', ')}`);
  }
  return errors;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const isMain = process.argv[1]?.endsWith('report.ts') ?? false;
if (isMain) {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error('No build: run `react-router build` first');
  const weights = measure(clientDir);
  console.table(
    weights.map((w) => ({ route: w.path, 'JS gzip': kb(w.jsBytes), 'CSS gzip': kb(w.cssBytes) })),
  );
  const errors = budgetErrors(weights);
  for (const error of errors) console.error(`Budget: ${error}`);
  const homeJs = weights.find((w) => w.path === '/')?.jsBytes ?? 0;
  if (errors.length) process.exitCode = 1;
  else
    console.log(
      `Budget OK: home JS ${kb(homeJs)} of ${kb(homeJsBudgetBytes)}, every page under ${kb(pageJsBudgetBytes)}, no Firebase before the form is used.`,
    );
}
