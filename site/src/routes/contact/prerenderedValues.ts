import { contactFormPaths, readFormPost, type ContactFormInput } from '@rico/contact';
import { isPrerenderedPage } from '../../runtime/prerenderedPage';

/**
 * What the visitor typed and ticked in the prerendered form before it hydrated, read from the page
 * itself while its island hydrates (undefined on the server and in Storybook). react-hook-form writes
 * its empty defaults into the fields as it takes them over, so without this a visitor typing on a
 * slow phone would see their words vanish.
 */
export function readPrerenderedValues(): Partial<ContactFormInput> | undefined {
  // Only while the prerendered page hydrates: once it has, a form that mounts is a new, empty one.
  if (!isPrerenderedPage() || document.documentElement.dataset.hydrated) return undefined;
  return readValuesOnScreen();
}

/** What the contact form's fields show now, whatever its state holds. */
export function readValuesOnScreen(): Partial<ContactFormInput> | undefined {
  const form = document.querySelector<HTMLFormElement>(`form[action="${contactFormPaths.send}"]`);
  if (!form) return undefined;
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  const values = readFormPost(fields.toString()) as Partial<ContactFormInput>;
  // The honeypot is the form's to judge on submit, never something to carry over.
  delete values.companyWebsite;
  return values;
}

/** The fields the visitor actually changed: empty ones keep the form's own defaults (a topic's preset). */
export function changedValues(values: Partial<ContactFormInput>): [keyof ContactFormInput, unknown][] {
  return Object.entries(values).filter(([, value]) =>
    Array.isArray(value) ? value.length > 0 : value !== '' && value !== false,
  ) as [keyof ContactFormInput, unknown][];
}

const sameTicks = (a: string[] | boolean, b: string[] | boolean | undefined) =>
  Array.isArray(a) && Array.isArray(b) ? [...a].sort().join() === [...b].sort().join() : a === b;

/** The checkboxes whose ticks on screen differ from `values` (the form's state), with what the screen shows. */
export function ticksOnlyOnScreen(
  values: Pick<ContactFormInput, 'interest' | 'consent'>,
): [keyof ContactFormInput, unknown][] {
  const onScreen = readValuesOnScreen();
  if (!onScreen) return [];
  const shown = { interest: onScreen.interest ?? [], consent: onScreen.consent ?? false };
  return (['interest', 'consent'] as const)
    .filter((name) => !sameTicks(shown[name], values[name]))
    .map((name) => [name, shown[name]]);
}
