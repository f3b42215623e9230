import type { EnginePage } from './engines/types';
import { click } from './interact';
import { waitForText } from './seen';
import { waitFor } from './visit';

/*
 * What the staff inbox's journeys read and do: the rows listed, the item open beside them, the
 * files the page hands to the browser, and the sign-in, in the same words for every engine.
 */

/** Signs in from the keyboard with the staff account, and waits for the inbox to say who. */
export async function signInAsStaff(page: EnginePage, staff: { email: string; password: string }) {
  await click(page, { css: 'input[name="email"]' });
  await page.type(staff.email);
  await click(page, { css: 'input[name="password"]' });
  await page.type(staff.password);
  await page.press('Enter');
  await waitForText(page, `Signed in as ${staff.email}`);
}

/** The rows the inbox lists, as staff read them: read or not, and what each says. */
export const rows = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button[data-message-id]')].map((row) => ({
      read: row.dataset.read,
      text: row.textContent,
    })),
  );
export const rowCount = (page: EnginePage, count: number) =>
  waitFor(
    page,
    `${count} rows`,
    (n) => document.querySelectorAll('button[data-message-id]').length === n,
    count,
  );

/** Opens the first row and waits for the view named `name`. */
export async function openFirstRow(page: EnginePage, name: string) {
  await click(page, { css: 'button[data-message-id]' });
  await waitFor(
    page,
    'the open item',
    (wanted) => document.querySelector('article h2')?.textContent === wanted,
    name,
  );
}

/** The open item: its heading, its fields by their labels, when it arrived, where Reply goes. */
export const openItem = (page: EnginePage) =>
  page.evaluate(() => {
    const article = document.querySelector('article');
    const terms = [...(article?.querySelectorAll('dl dt') ?? [])];
    return {
      name: article?.querySelector('h2')?.textContent,
      fields: Object.fromEntries(
        terms.map((term) => [term.textContent.trim(), term.nextElementSibling?.textContent.trim() ?? '']),
      ),
      sentAt: article?.querySelector('time')?.getAttribute('datetime') ?? '',
      reply: article?.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')?.getAttribute('href'),
      links: [...(article?.querySelectorAll<HTMLAnchorElement>('dd a') ?? [])].map((link) => ({
        href: link.getAttribute('href'),
        target: link.target,
        rel: link.rel,
      })),
    };
  });

/**
 * Keeps each file the page hands to the browser (a blob, under the name the server gave it): its
 * text is read here (a fetch of the blob's URL is outside the page's connect-src), and the engine's
 * own download is left out. `downloaded` waits for the next one.
 */
export const keepDownloads = (page: EnginePage) =>
  page.evaluate(() => {
    const kept = window as unknown as { downloaded?: { name: string; text?: string } };
    const create = URL.createObjectURL.bind(URL);
    let blob: Blob | undefined;
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) blob = object;
      return create(object);
    };
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
        event.preventDefault();
        const file = { name: event.target.download, text: undefined as string | undefined };
        void blob?.text().then((text) => {
          file.text = text;
          kept.downloaded = file;
        });
      },
      true,
    );
  });

/** The next file handed to the browser since the last one was read. */
export async function downloaded(page: EnginePage) {
  const file = await waitFor(
    page,
    'the download',
    () => (window as unknown as { downloaded?: { name: string; text: string } }).downloaded,
  );
  await page.evaluate(() => {
    delete (window as unknown as { downloaded?: unknown }).downloaded;
  });
  return file;
}
