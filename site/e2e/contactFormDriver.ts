import type { Page, Route } from 'playwright';

/** What the e2e visitor types into the contact form. */
export const visitor = {
  name: 'Ann Baker',
  email: 'ann@example.co.uk',
  phone: '020 7946 0000',
  company: 'Baker & Co',
  message: 'Please call me about a demo.',
};

/** The form's values (see `values()`) once filled in, and when empty (as after a successful send). */
export const filled = { ...visitor, interest: 'true', consent: 'true' };
export const empty = {
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  interest: 'false',
  consent: 'false',
};

/** The contact page's form, reached as a visitor reaches it: by role and accessible name. */
export function contactForm(page: Page) {
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  const interest = () => page.getByRole('checkbox', { name: 'Data & Analytics' });
  const consent = () => page.getByRole('checkbox', { name: /I consent/ });
  return {
    textbox,
    submit: () => page.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
    toast: (text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text),
    async fill() {
      await textbox('Full name').fill(visitor.name);
      await textbox('Email').fill(visitor.email);
      await textbox('Phone').fill(visitor.phone);
      await textbox('Company').fill(visitor.company);
      await interest().click();
      await textbox('Message').fill(visitor.message);
      await consent().click();
    },
    async values() {
      return {
        name: await textbox('Full name').inputValue(),
        email: await textbox('Email').inputValue(),
        phone: await textbox('Phone').inputValue(),
        company: await textbox('Company').inputValue(),
        message: await textbox('Message').inputValue(),
        interest: String(await interest().isChecked()),
        consent: String(await consent().isChecked()),
      };
    },
  };
}

/** Holds matching requests until the returned function is called, so a test can see the form sending. */
export async function hold(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(matches, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}
