import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './testing/testBackend';

/* POST /contact/send on the local backend: the contact form posted without script, over real HTTP. */

let backend: TestBackend;
beforeEach(async () => {
  backend = await startTestBackend();
});
afterEach(() => backend.close());

const origin = () => `http://127.0.0.1:${String(backend.backend.port)}`;
const post = (body: string, headers: Record<string, string> = { origin: origin() }) =>
  fetch(`${origin()}/contact/send`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
const valid = new URLSearchParams({
  name: 'Ann Baker',
  email: 'ann@example.co.uk',
  message: 'Please call me about a demo.',
  consent: 'on',
}).toString();

describe('the local backend’s form endpoint', () => {
  it('should store and e-mail a valid post once and send the browser to the confirmation', async () => {
    const response = await post(valid);
    expect([response.status, response.headers.get('location')]).toEqual([303, '/contact/sent']);
    expect(await backend.storedIds()).toHaveLength(1);
    expect(await backend.outbox()).toHaveLength(1);
  });

  it('should refuse a post from another origin with an HTML page, storing nothing', async () => {
    const response = await post(valid, { origin: 'http://elsewhere.test' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Message not sent');
    expect(await backend.storedIds()).toEqual([]);
  });

  it('should answer a post over the size limit with 413, storing nothing', async () => {
    const response = await post(`${valid}&message=${'x'.repeat(70_000)}`);
    expect(response.status).toBe(413);
    expect(await backend.storedIds()).toEqual([]);
  });

  it('should send a GET of the address to the form', async () => {
    const response = await fetch(`${origin()}/contact/send`, { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/contact']);
  });
});
