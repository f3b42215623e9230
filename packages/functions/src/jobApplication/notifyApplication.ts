import * as v from 'valibot';
import { storedApplicationSchema } from '@rico/contact';
import { deliverOnce, settledDelivery, type DeliveryDeps, type DeliveryResult } from '../deliverOnce';
import { ContactError } from '../errors';
import { buildApplicationMail, type ApplicationMailSettings } from '../mail/buildApplicationMail';
import type { ApplicationIntake } from './applicationStore';

export interface NotifyApplicationDeps extends DeliveryDeps {
  store: ApplicationIntake;
  mail: ApplicationMailSettings;
}

/**
 * E-mails the hiring address about a stored application, exactly once: the same delivery record,
 * claim and budget as a contact message's notification, built from the stored record only.
 */
export async function notifyApplication(deps: NotifyApplicationDeps, id: string): Promise<DeliveryResult> {
  const data = await deps.store.get(id);
  if (!data) throw new ContactError('not-found', 'No application is stored under this id.');
  const parsed = v.safeParse(storedApplicationSchema, data);
  if (!parsed.success) throw new ContactError('failed-precondition', 'The stored application is not valid.');
  const early = settledDelivery(parsed.output.delivery, (deps.now ?? (() => new Date()))());
  if (early) return early;
  return deliverOnce({ mailKind: 'application e-mail', ...deps }, id, () =>
    buildApplicationMail(id, parsed.output, deps.mail),
  );
}
