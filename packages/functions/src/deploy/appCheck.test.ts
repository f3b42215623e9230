import { afterEach, describe, expect, it } from 'vitest';
import { exampleDocId } from '../testing/fixtures';
import { callOverHttp } from './testing/callOverHttp';
import { createProductionFixture } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

/** The deployed callable as a browser without App Check reaches it: no X-Firebase-AppCheck header. */
async function callWithoutToken(env: Record<string, string>) {
  restoreEnv = applyEnv(env);
  const fixture = createProductionFixture();
  const payload = fixture.storeMessage();
  const response = await callOverHttp(fixture.functions.sendContactEmail, payload);
  return { ...fixture, response };
}

describe('App Check on the deployed sendContactEmail', () => {
  describe('given the production parameters (defaults plus the required values)', () => {
    it('should refuse a call without an App Check token before anything is read or sent', async () => {
      const { response, db, sent } = await callWithoutToken(productionEnv());
      expect(response).toEqual({
        status: 401,
        body: { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } },
      });
      expect(db.paths()).toEqual([`messages/${exampleDocId}`]);
      expect(db.peek(`messages/${exampleDocId}`)?.delivery).toBeUndefined();
      expect(sent).toHaveLength(0);
    });
  });

  describe('given a deployment that never set APP_CHECK at all', () => {
    it('should still enforce it (fails safe)', async () => {
      const { response } = await callWithoutToken(productionEnv({ APP_CHECK: undefined }));
      expect(response.status).toBe(401);
    });
  });

  describe("given APP_CHECK switched to 'off'", () => {
    it('should run the call without a token', async () => {
      const { response, sent } = await callWithoutToken(productionEnv({ APP_CHECK: 'off' }));
      expect(response).toEqual({ status: 200, body: { result: { status: 'sent' } } });
      expect(sent).toHaveLength(1);
    });
  });

  describe('given a token that App Check reports as already used (replay protection)', () => {
    it('should refuse the call with unauthenticated and send nothing', async () => {
      restoreEnv = applyEnv(productionEnv());
      const fixture = createProductionFixture();
      const payload = fixture.storeMessage();
      const request = {
        data: payload,
        rawRequest: { headers: { 'x-forwarded-for': '203.0.113.7' } },
        app: { appId: 'web-app', token: {}, alreadyConsumed: true },
        acceptsStreaming: false,
      };
      await expect(fixture.functions.sendContactEmail.run(request as never)).rejects.toMatchObject({
        code: 'unauthenticated',
      });
      expect(fixture.sent).toHaveLength(0);
    });
  });
});
