import type { ContactFormValues, NewMessageData, SendContactEmailPayload } from '@rico/contact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContactSubmitter, type ContactBackend } from './contactSubmitter';

const values: ContactFormValues = {
  name: 'Ann Baker',
  email: 'ann@example.co.uk',
  phone: '',
  company: 'Baker & Co',
  interest: ['epos-table-ordering', 'seo-marketing'],
  message: 'Please call me about a demo.',
  consent: true,
  companyWebsite: '',
};

const rejection = (code: string) => Object.assign(new Error(code), { code });

/** A backend whose calls record themselves in one log, so tests can check their order. */
function fakeBackend(ids = ['id-1', 'id-2', 'id-3']) {
  const log: string[] = [];
  const backend = {
    newMessageId: vi.fn(() => ids.shift() ?? 'no-more-ids'),
    createMessage: vi.fn((id: string, data: NewMessageData) => {
      log.push(`write ${id} ${data.name}`);
      return Promise.resolve();
    }),
    sendContactEmail: vi.fn((payload: SendContactEmailPayload) => {
      log.push(`call ${payload.docId}`);
      return Promise.resolve();
    }),
  } satisfies ContactBackend;
  return { backend, log, send: createContactSubmitter({ loadBackend: () => Promise.resolve(backend) }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createContactSubmitter', () => {
  it('given a valid form, should write the document first and then call sendContactEmail with its id', async () => {
    const { send, log } = fakeBackend();
    await expect(send(values)).resolves.toBe('sent');
    expect(log).toEqual(['write id-1 Ann Baker', 'call id-1']);
  });

  it('given a valid form, should write every form field with read false and no createdAt of its own', async () => {
    const { send, backend } = fakeBackend();
    await send(values);
    expect(backend.createMessage).toHaveBeenCalledWith('id-1', { ...values, read: false });
  });

  it("given no phone and company, should call with '' for them and every other field of the document", async () => {
    const { send, backend } = fakeBackend();
    await send({ ...values, company: '', interest: [] });
    expect(backend.sendContactEmail).toHaveBeenCalledWith({
      docId: 'id-1',
      name: 'Ann Baker',
      email: 'ann@example.co.uk',
      phone: '',
      company: '',
      interest: [],
      message: 'Please call me about a demo.',
    });
  });

  it('given a filled honeypot, should drop the submission without loading the backend or calling it', async () => {
    const loadBackend = vi.fn();
    const send = createContactSubmitter({ loadBackend });
    await expect(send({ ...values, companyWebsite: 'https://spam.example' })).resolves.toBe('dropped');
    expect(loadBackend).not.toHaveBeenCalled();
  });

  it('given a write that never answers, should reject after the write timeout without calling the function', async () => {
    vi.useFakeTimers();
    const { backend } = fakeBackend();
    backend.createMessage.mockReturnValueOnce(new Promise(() => undefined));
    const send = createContactSubmitter({
      loadBackend: () => Promise.resolve(backend),
      writeTimeoutMs: 15_000,
    });
    const result = send(values);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toMatchObject({ name: 'TimeoutError', code: 'deadline-exceeded' });
    expect(backend.sendContactEmail).not.toHaveBeenCalled();
  });

  it('given a failed call, should retry the same values with the same document id and no second write', async () => {
    const { send, backend, log } = fakeBackend();
    backend.sendContactEmail.mockRejectedValueOnce(rejection('functions/unavailable'));
    await expect(send(values)).rejects.toMatchObject({ code: 'functions/unavailable' });
    await expect(send(values)).resolves.toBe('sent');
    expect(log).toEqual(['write id-1 Ann Baker', 'call id-1']);
    expect(backend.createMessage).toHaveBeenCalledTimes(1);
    expect(backend.sendContactEmail).toHaveBeenCalledTimes(2);
  });

  it('given a failed call and then changed values, should write a new document under a new id', async () => {
    const { send, backend, log } = fakeBackend();
    backend.sendContactEmail.mockRejectedValueOnce(rejection('functions/internal'));
    await expect(send(values)).rejects.toThrow();
    await send({ ...values, message: 'Please call me about a demo next week.' });
    expect(log).toEqual(['write id-1 Ann Baker', 'write id-2 Ann Baker', 'call id-2']);
  });

  it('given a failed write, should retry it under the same id and keep every value for the call', async () => {
    const { send, backend, log } = fakeBackend();
    backend.createMessage.mockRejectedValueOnce(rejection('unavailable'));
    await expect(send(values)).rejects.toMatchObject({ code: 'unavailable' });
    await send(values);
    expect(log).toEqual(['write id-1 Ann Baker', 'call id-1']);
    expect(backend.createMessage).toHaveBeenNthCalledWith(2, 'id-1', { ...values, read: false });
  });

  it('given a write that timed out but was stored, should take the refusal of a second copy as stored and call', async () => {
    const { send, backend } = fakeBackend();
    backend.createMessage
      .mockRejectedValueOnce(rejection('deadline-exceeded'))
      .mockRejectedValueOnce(rejection('permission-denied'));
    await expect(send(values)).rejects.toThrow();
    await expect(send(values)).resolves.toBe('sent');
    expect(backend.sendContactEmail).toHaveBeenCalledWith(expect.objectContaining({ docId: 'id-1' }));
  });

  it('given a first write refused outright, should report it and not call the function', async () => {
    const { send, backend } = fakeBackend();
    backend.createMessage.mockRejectedValueOnce(rejection('permission-denied'));
    await expect(send(values)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(backend.sendContactEmail).not.toHaveBeenCalled();
  });

  it('given a completed send, should start the next message with a new document id', async () => {
    const { send, log } = fakeBackend();
    await send(values);
    await send(values);
    expect(log).toEqual(['write id-1 Ann Baker', 'call id-1', 'write id-2 Ann Baker', 'call id-2']);
  });

  it('given a backend that fails to load, should reject and load again on the next submit', async () => {
    const { backend } = fakeBackend();
    const loadBackend = vi
      .fn<() => Promise<ContactBackend>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(backend);
    const send = createContactSubmitter({ loadBackend });
    await expect(send(values)).rejects.toThrow('Failed to fetch');
    await expect(send(values)).resolves.toBe('sent');
  });
});
