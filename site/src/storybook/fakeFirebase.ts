import { messagesCollection, sendContactEmailName } from '@rico/contact';

/**
 * Firebase replaced at the network boundary, for the contact page stories. The page's form uses
 * its real sender (ContactPage passes no fake, and the stories edit no component), so the real
 * Firebase SDK runs; only the two HTTP requests a submission makes are answered here:
 * the Firestore Lite `documents:commit` that creates messages/{id}, and the sendContactEmail callable.
 * Everything else goes to the network as usual.
 */

/** How the fake backend answers the page. */
export type FakeFirebaseBehaviour =
  /** Stores the message and sends the e-mail. */
  | 'accepts'
  /** Stores the message, then the callable never answers (the page stays on 'Sending...'). */
  | 'hangs'
  /** Stores the message, then the callable fails as an unavailable function does. */
  | 'fails';

/** The Firebase calls the page made during the story, in order. */
export type FirebaseCall = 'createMessage' | 'sendContactEmail';

const calls: FirebaseCall[] = [];

/** What the page has asked of Firebase in this story. */
export const firebaseCalls = (): readonly FirebaseCall[] => [...calls];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The fixed clock of the visual runs, so nothing date-derived differs between runs.
const commitTime = '2026-06-15T09:30:00.000Z';

function firebaseCallOf(url: URL): FirebaseCall | undefined {
  if (url.pathname.endsWith('/documents:commit')) return 'createMessage';
  if (url.pathname.endsWith(`/${sendContactEmailName}`)) return 'sendContactEmail';
  return undefined;
}

function answer(call: FirebaseCall, behaviour: FakeFirebaseBehaviour, body: string): Promise<Response> {
  if (call === 'createMessage') {
    // Only messages/{id} may be created, as firestore.rules allow: a write elsewhere is a test failure.
    if (!body.includes(`/documents/${messagesCollection}/`)) {
      return Promise.resolve(json(403, { error: { code: 403, status: 'PERMISSION_DENIED' } }));
    }
    return Promise.resolve(
      json(200, { writeResults: [{ updateTime: commitTime, transformResults: [] }], commitTime }),
    );
  }
  if (behaviour === 'hangs') return new Promise<never>(() => undefined);
  if (behaviour === 'fails') {
    return Promise.resolve(json(503, { error: { status: 'UNAVAILABLE', message: 'Service unavailable' } }));
  }
  // A callable that returns nothing answers {"result": null}.
  return Promise.resolve(json(200, { result: null }));
}

/**
 * A story `beforeEach`: answers the page's Firebase requests with `behaviour` for the length of
 * the story, then puts the real fetch back.
 */
export function fakeFirebase(behaviour: FakeFirebaseBehaviour) {
  return () => {
    calls.length = 0;
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      const call = firebaseCallOf(new URL(request.url));
      if (!call) return realFetch(input, init);
      calls.push(call);
      return answer(call, behaviour, await request.text());
    };
    return () => {
      globalThis.fetch = realFetch;
    };
  };
}
