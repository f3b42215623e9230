/** The HTML page of scripts/visualReport.ts: one section per failing story, images side by side. */
import { relative } from 'node:path';

export interface VisualFailure {
  project: string;
  file: string;
  story: string;
  message: string;
  images: Partial<Record<'reference' | 'actual' | 'diff', string>>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const figure = (label: string, path: string | undefined, from: string) =>
  path
    ? `<figure><figcaption>${label}</figcaption><a href="${escape(relative(from, path))}"><img src="${escape(relative(from, path))}" alt="${label}"></a></figure>`
    : `<figure><figcaption>${label}</figcaption><p class="none">none</p></figure>`;

export function renderVisualReport(failures: VisualFailure[], from: string, browser: string): string {
  const sections = failures.map((failure) => {
    // Without a committed reference, toMatchScreenshot hands this run's capture over as `reference`.
    const noBaseline = failure.message.includes('No existing reference');
    const first = noBaseline ? 'this run (no committed reference)' : 'reference (committed)';
    return `<section>
  <h2>${escape(failure.file)} › ${escape(failure.story)} <small>${escape(failure.project)}</small></h2>
  <pre>${escape(failure.message)}</pre>
  <div class="row">${figure(first, failure.images.reference, from)}${figure('actual (this run)', failure.images.actual, from)}${figure('diff (changed pixels in red)', failure.images.diff, from)}</div>
</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual gate: ${failures.length} failing</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #15202e; }
section { border-top: 1px solid #ccc; padding-top: 1rem; margin-top: 1.5rem; }
h2 { font-size: 1.05rem; } small { color: #555; font-weight: normal; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: .5rem; }
.row { display: flex; gap: 1rem; align-items: flex-start; }
figure { margin: 0; flex: 1; min-width: 0; } img { max-width: 100%; border: 1px solid #999; }
.none { color: #555; font-style: italic; }
</style></head><body>
<h1>Visual gate: ${failures.length} failing story test(s)</h1>
<p>Screenshots taken in ${escape(browser)} (the pinned build). A change you meant: run
<code>pnpm test:visual --update</code>, look at the changed PNGs under <code>visual-baselines/</code>, commit them.
Anything else is a regression to fix. Click an image for full size.</p>
${sections.join('\n')}
</body></html>
`;
}
