import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createRawMessageMailer, type Mailer } from '@rico/functions';
import { writeFileAtomic } from '../store/atomicFile';

/**
 * A Mailer that writes each e-mail as an .eml file (open it in any mail client) into the outbox:
 * what the local backend does when no SMTP_URL is set.
 */
export function createOutboxMailer(outboxDir: string): Mailer {
  return createRawMessageMailer(async (raw, mail) => {
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const written = await writeFileAtomic(path.join(outboxDir, `${stamp}-${mail.reference}.eml`), raw, {
      exclusive: true,
    });
    if (!written) throw new Error('An outbox file with this name already exists');
  });
}
