import { afterEach, describe, expect, it } from 'vitest';
import { searchTermsMigration } from './inboxMaintenance';
import { createProductionFixture, messageId } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

const day = 24 * 60 * 60_000;
const tick = { scheduleTime: '2025-06-01T12:00:00.000Z', jobName: 'maintainMessages' };

describe('the production wiring of the inbox fields and maintenance', () => {
  it('given a client create, should have the trigger stamp the search terms and the changed time', async () => {
    restoreEnv = applyEnv(productionEnv());
    const { functions, db, storeMessage, clock } = createProductionFixture();
    storeMessage(messageId(1));
    await functions.stampMessageExpiry.run({ params: { id: messageId(1) } } as never);
    const stored = db.peek(`messages/${messageId(1)}`);
    expect(stored?.searchTerms).toEqual(expect.arrayContaining(['ann', 'ann example', 'bistro']));
    expect(stored?.changedAt).toEqual(clock.now);
  });

  it('given messages past MESSAGE_RETENTION_DAYS and old ones without terms, should erase the first and migrate the rest in one hourly run', async () => {
    restoreEnv = applyEnv(productionEnv({ MESSAGE_RETENTION_DAYS: '30' }));
    const { functions, db, storeMessage } = createProductionFixture();
    storeMessage(messageId(1), 40 * day);
    storeMessage(messageId(2), 2 * day);
    await functions.maintainMessages.run(tick);
    expect(db.paths().filter((path) => path.startsWith('messages/'))).toEqual([`messages/${messageId(2)}`]);
    expect(db.peek(`messageTombstones/${messageId(1)}`)).toBeDefined();
    expect(db.peek(`messages/${messageId(2)}`)?.searchTerms).toEqual(expect.arrayContaining(['ann']));
    expect(db.peek(searchTermsMigration)).toMatchObject({ done: true });
  });
});
