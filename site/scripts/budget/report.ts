/**
 * `pnpm budget`: the JavaScript and CSS (gzip) every prerendered page makes a visitor's browser
 * fetch, served as `pnpm start` serves it and loaded in Chromium until the network is quiet. Fails
 * when a page's JavaScript is over its budget, any page loads Firebase code before the visitor
 * uses the contact form, or a visitor's page fetches any of the staff inbox's code or stylesheet.
 */
import { Console } from 'node:console';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium';
import { buildDirectory, clientDir } from '../buildDir';
import { startSite } from '../hosting/startSite';
import { fetchedInBrowser } from './fetchedInBrowser';
import { builtPages } from './pages';

/**
 * A page loads only the code of what moves on it (src/islands): the header, the theme control, the
 * cookie banner, the entrances' animation, the local preview banner where it exists. At most 45 KB
 * gzip of JavaScript for every page without a form.
 */
export const pageJsBudgetBytes = 45 * 1024;
/**
 * A page with a form (the contact page, each role's page and the speculative application) adds
 * the form's island: its validation and the toasts that tell its outcome.
 */
export const formJsBudgetBytes = 70 * 1024;
/** The islands that make a page a form page, as their roots name them in its HTML. */
const formIslands = ['contactForm', 'applicationForm'];
export const hasFormIsland = (html: string) =>
  formIslands.some((name) => html.includes(`data-island="${name}"`));
/**
 * The staff inbox (/inbox): the header and the rest of the frame, plus Firebase Authentication and
 * the inbox. Staff only, on a desktop at work most of the time; it signs in (so loads Firebase) as it
 * starts, which no visitor's page may.
 */
export const inboxJsBudgetBytes = 100 * 1024;
export const inboxPath = '/inbox';
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
  /** Scripts fetched on load that carry Firebase's code. */
  firebaseChunks: string[];
  /** Scripts and stylesheets of the staff inbox fetched on load (vite/clientChunks.ts). */
  inboxFiles: string[];
  /** Whether the page has a form's island (and so the form pages' budget). */
  hasForm: boolean;
}

export const budgetFor = ({ path, hasForm }: Pick<PageWeight, 'path' | 'hasForm'>) =>
  path === inboxPath ? inboxJsBudgetBytes : hasForm ? formJsBudgetBytes : pageJsBudgetBytes;

/**
 * A file of the staff inbox: its chunks and stylesheet (named `inbox-…`), or Firebase Authentication
 * wherever it went (only Auth calls Identity Toolkit).
 */
export const isInboxFile = (file: { url: string; text: string }) =>
  /^inbox-/.test(file.url.split('/').pop() ?? '') || file.text.includes('identitytoolkit.googleapis.com');

export function budgetErrors(weights: readonly PageWeight[]): string[] {
  const errors: string[] = [];
  if (!weights.some((w) => w.path === '/')) errors.push('No prerendered home page');
  for (const w of weights) {
    if (w.jsBytes > budgetFor(w))
      errors.push(`${w.path} loads ${kb(w.jsBytes)} of JavaScript, over its ${kb(budgetFor(w))} budget`);
    // The inbox signs in as it starts: Firebase Authentication is its first need, on its page alone.
    if (w.firebaseChunks.length && w.path !== inboxPath)
      errors.push(`${w.path} loads Firebase code up front: ${w.firebaseChunks.join(', ')}`);
    if (w.inboxFiles.length && w.path !== inboxPath)
      errors.push(`${w.path} loads the staff inbox's code: ${w.inboxFiles.join(', ')}`);
  }
  return errors;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every prerendered page of the build in `buildClientDir`, fetched from `origin` (serving it) in `browser`. */
export async function measurePages(
  browser: Browser,
  origin: string,
  buildClientDir: string,
): Promise<PageWeight[]> {
  // A few pages at a time, each in a context of its own (nothing cached between them): most of a
  // page's measurement is the half-second of network quiet it waits for after hydrating.
  const limit = pLimit(4);
  return Promise.all(
    builtPages(buildClientDir).map(({ path, url, file }) =>
      limit(async (): Promise<PageWeight> => {
        const { scripts, styles } = await fetchedInBrowser(browser, origin + url);
        const sum = (files: { gzipBytes: number }[]) => files.reduce((total, f) => total + f.gzipBytes, 0);
        const firebaseChunks = scripts
          .filter((f) => firebaseSignatures.some((signature) => f.text.includes(signature)))
          .map((f) => f.url);
        const inboxFiles = [...scripts, ...styles].filter(isInboxFile).map((f) => f.url);
        const hasForm = hasFormIsland(await readFile(file, 'utf8'));
        return { path, jsBytes: sum(scripts), cssBytes: sum(styles), firebaseChunks, inboxFiles, hasForm };
      }),
    ),
  );
}

/**
 * Written to the process's own output, not through the console a test runner captures: the figures
 * are what the budget reports, so `pnpm test`'s quiet log, which keeps a passing test's console to
 * itself, still prints them.
 */
const figures = new Console(process.stdout, process.stderr);

/** The figures, one row per route, as `pnpm budget` and the e2e suite print them. */
export function printWeights(weights: readonly PageWeight[]): void {
  figures.table(
    weights.map((w) => ({
      route: w.path,
      'JS gzip': kb(w.jsBytes),
      'JS budget': kb(budgetFor(w)),
      'CSS gzip': kb(w.cssBytes),
    })),
  );
}

/** Every prerendered page, served from the build as `pnpm start` serves it, loaded in Chromium. */
export async function measure(): Promise<PageWeight[]> {
  // A backend of its own: the budget stores nothing where a developer's `pnpm start` keeps messages.
  const dataDir = mkdtempSync(join(tmpdir(), 'rico-budget-'));
  const site = await startSite({
    backend: { dataDir, log: { info: () => undefined, error: console.error } },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    return await measurePages(browser, site.origin, clientDir);
  } finally {
    await browser.close();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1]?.endsWith('report.ts') ?? false;
if (isMain) {
  if (!existsSync(join(clientDir, 'index.html')))
    throw new Error(`No build in site/${buildDirectory}: run \`react-router build\` first`);
  console.log(`Measuring the build in site/${buildDirectory}`);
  const weights = await measure();
  printWeights(weights);
  const errors = budgetErrors(weights);
  for (const error of errors) console.error(`Budget: ${error}`);
  if (errors.length) process.exitCode = 1;
  else
    console.log(
      `Budget OK: every page's JavaScript within ${kb(pageJsBudgetBytes)} (a page with a form ${kb(formJsBudgetBytes)}, the staff inbox ${kb(inboxJsBudgetBytes)}), no Firebase before the form is used, no page but the inbox fetches its code.`,
    );
}
