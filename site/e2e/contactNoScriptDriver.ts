import { readdir, readFile } from 'node:fs/promises';
import type { Page } from 'playwright';
import { dataPath, outboxFor } from './backendRecords';
import { visitor } from './contactFormDriver';

/** The ids of the messages the local backend holds now (compare two readings to find the new ones). */
export async function storedIds(): Promise<Set<string>> {
  const files = await readdir(dataPath('messages')).catch(() => [] as string[]);
  return new Set(files.filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5)));
}

/** The messages stored since `before`, with their data and how many e-mails the outbox holds for each. */
export async function storedSince(before: ReadonlySet<string>) {
  const ids = [...(await storedIds())].filter((id) => !before.has(id));
  return Promise.all(
    ids.map(async (id) => ({
      id,
      data: JSON.parse(await readFile(dataPath('messages', `${id}.json`), 'utf8')) as Record<string, unknown>,
      emails: (await outboxFor(id)).length,
    })),
  );
}

/** Every URL the page asks for, to prove no field's value ever travels in one. */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The URLs that carry something the visitor typed (raw, form-encoded or percent-encoded). */
export function urlsCarryingFields(urls: readonly string[]): string[] {
  const typed = Object.values(visitor).flatMap((value) => [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
  ]);
  const words = ['Baker', 'ann%40', 'ann@', 'demo.'];
  return urls.filter((url) => [...typed, ...words].some((part) => url.includes(part)));
}

/** Fills the form as a visitor would, without any script: native fields and checkboxes. */
export async function fillNatively(page: Page, values: Partial<typeof visitor> = visitor) {
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  if (values.name !== undefined) await textbox('Full name').fill(values.name);
  if (values.email !== undefined) await textbox('Email').fill(values.email);
  if (values.phone !== undefined) await textbox('Phone').fill(values.phone);
  if (values.company !== undefined) await textbox('Company').fill(values.company);
  if (values.message !== undefined) await textbox('Message').fill(values.message);
}

export const consentBox = (page: Page) => page.getByRole('checkbox', { name: /I consent/ });
export const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });
