import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitBody } from './testing/commitBody';
import { callablePath, commitPath, startRawBackend, textPlain } from './testing/rawBackend';

let backend: Awaited<ReturnType<typeof startRawBackend>>;
beforeAll(async () => {
  backend = await startRawBackend();
});
afterAll(async () => {
  await backend.close();
});
const send = (...args: Parameters<typeof backend.post>) => backend.post(...args);
const stored = () => backend.stored();

describe('what Firestore would refuse, over HTTP', () => {
  const deepBody = (depth: number) =>
    commitBody('DeepArrayCommit00001').replace(
      '{"stringValue":"ann@example.co.uk"}',
      `${'{"arrayValue":{"values":['.repeat(depth)}{"stringValue":"x"}${']}}'.repeat(depth)}`,
    );

  it('should answer a 30,000-deep array with 400 and store nothing', async () => {
    const body = deepBody(30_000);
    expect(body).toContain('arrayValue');
    const response = await send(commitPath, body, textPlain);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    expect(await stored()).not.toContain('DeepArrayCommit00001.json');
  });

  it('should answer deeply nested callable data with 400', async () => {
    const data = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const response = await send(callablePath, `{"data":{"docId":"AbCdEfGhIjKlMnOpQrSt","x":${data}}}`, {
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(400);
  });

  it('should answer a lone surrogate with 400 and store nothing', async () => {
    const body = commitBody('LoneSurrogateCommit1').replace('Ann Example', 'Ann \\ud800');
    expect(body).toContain('\\ud800');
    const response = await send(commitPath, body, textPlain);
    expect(response.status).toBe(400);
    expect(await stored()).not.toContain('LoneSurrogateCommit1.json');
  });

  it('should answer bytes that are not UTF-8 with 400', async () => {
    const body = Buffer.from(commitBody('BadUtf8Commit0000001').replace('Ann Example', 'Ann ExampleZ'));
    body[body.indexOf('Z')] = 0xff;
    const response = await send(commitPath, body, textPlain);
    expect(response.status).toBe(400);
  });

  it('should answer a reserved field name with 400 and store nothing', async () => {
    const body = commitBody('ReservedFieldCommit1').replace(
      '"fields":{',
      '"fields":{"__x__":{"nullValue":null},',
    );
    expect(body).toContain('__x__');
    const response = await send(commitPath, body, textPlain);
    expect(response.status).toBe(400);
    expect(await stored()).not.toContain('ReservedFieldCommit1.json');
  });
});
