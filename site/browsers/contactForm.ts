import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { EnginePage } from './engines/types';
import { click } from './interact';
import { requestedUrls } from './network';

/** What a visitor types, marked with a word of its own so the suite finds its message among others. */
export function visitorFor(engine: string) {
  const mark = `${engine}-${crypto.randomUUID()}`;
  return {
    mark,
    values: {
      name: `Ann Baker ${mark}`,
      email: 'ann@example.co.uk',
      phone: '020 7946 0000',
      company: `Baker & Co (${mark})`,
      message: `Please call me about a demo (${mark}).`,
    },
  };
}

export type FormValues = ReturnType<typeof visitorFor>['values'];

/** Types into each field as a visitor does: click it, then the keys. */
export async function fillIn(page: EnginePage, values: Partial<FormValues>) {
  for (const [name, value] of Object.entries(values)) {
    await click(page, { css: `form [name="${name}"]` });
    await page.type(value);
  }
}

/** Ticks an interest and the consent box with the pointer (native checkboxes, script or none). */
export async function tickBoxes(page: EnginePage) {
  await click(page, { css: 'form label', text: 'Data & Analytics' });
  await click(page, { css: 'form input[name="consent"]' });
}

/** What the form's fields hold now, by name (checkboxes as true/false). */
export const fieldValues = (page: EnginePage) =>
  page.evaluate(() => {
    const form = document.querySelector('form');
    if (!form) return null;
    const values: Record<string, string> = {};
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[name], textarea[name]',
    )) {
      if (field.name === 'companyWebsite') continue;
      if (field instanceof HTMLInputElement && field.type === 'checkbox') {
        if (field.name === 'consent' || field.value === 'data-analytics')
          values[field.name] = String(field.checked);
      } else {
        values[field.name] = field.value;
      }
    }
    return values;
  });

const dataDir = () => inject('engineBackendDataDir');

/** The stored messages (the local backend's files) that carry the mark, and the e-mails written of each. */
export async function storedWithMark(mark: string) {
  const read = (...path: string[]) => readFile(join(dataDir(), ...path), 'utf8');
  const files = await readdir(join(dataDir(), 'messages')).catch(() => [] as string[]);
  const found = [];
  for (const file of files.filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(await read('messages', file)) as Record<string, unknown>;
    if (!JSON.stringify(data).includes(mark)) continue;
    const id = file.slice(0, -'.json'.length);
    const outbox = await readdir(join(dataDir(), 'outbox')).catch(() => [] as string[]);
    const emails = await Promise.all(
      outbox.filter((f) => f.endsWith(`-${id}.eml`)).map((f) => read('outbox', f)),
    );
    found.push({ id, data, emails });
  }
  return found;
}

/** The URLs requested of the site, by any engine, that carry one of the values (as typed, or encoded). */
export async function urlsCarrying(values: Record<string, string>) {
  const carried = Object.values(values)
    .filter((value) => value.length > 3)
    .flatMap((value) => [
      value,
      encodeURIComponent(value),
      new URLSearchParams({ v: value }).toString().slice(2),
    ]);
  return (await requestedUrls()).filter((url) => carried.some((part) => url.includes(part)));
}

/**
 * Where a sending stood, for a check that waited in vain for its answer: the page's address, the
 * Send button, what the form holds and announces, and whether the message reached the backend. A
 * click the page never received, a sending still under way and a page that went elsewhere each read
 * differently here.
 */
export async function sendingState(page: EnginePage, mark: string) {
  const inPage = await page
    .evaluate(() => {
      const send = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      return {
        url: location.pathname + location.search,
        send: send ? `${send.innerText.trim()}${send.disabled ? ' (disabled)' : ''}` : 'none',
        busy: document.querySelector('form')?.getAttribute('aria-busy') ?? null,
        name: document.querySelector<HTMLInputElement>('form [name="name"]')?.value ?? null,
        announced: [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')]
          .map((region) => (region as HTMLElement).innerText.trim())
          .filter(Boolean),
        toasts: [...document.querySelectorAll('li[data-state]')].map(
          (toast) => `${toast.getAttribute('data-state')}: ${(toast as HTMLElement).innerText.trim()}`,
        ),
      };
    })
    .catch((error: unknown) => `the page did not answer: ${String(error)}`);
  const stored = await storedWithMark(mark);
  return JSON.stringify({
    page: inPage,
    stored: stored.map((message) => ({ emails: message.emails.length })),
  });
}
