import {
  inboxPaths,
  type InboxApplication,
  type InboxApplicationListResponse,
  type InboxChangesResponse,
  type InboxErrorBody,
  type InboxListResponse,
  type InboxMessage,
  type InboxQuery,
} from '@rico/inbox/client';

/**
 * A refusal or failure of the inbox API, as the page acts on it: `status` 401 means signed out,
 * 403 not staff, 429 wait `retryAfterSeconds`; 0 means the request never got an answer.
 */
export class InboxApiError extends Error {
  override name = 'InboxApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A file the server made or kept (a CSV, a CV), and the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Every call the inbox page makes, each with the signed-in account's ID token. */
export interface InboxApi {
  /** One page of what the filters match; `after` is the `next` of the page before. */
  list(query: InboxQuery, after?: string): Promise<InboxListResponse>;
  /** What changed since an answer's `pollToken`. */
  changes(since: string): Promise<InboxChangesResponse>;
  get(id: string): Promise<InboxMessage>;
  setRead(id: string, read: boolean): Promise<InboxMessage>;
  sendAgain(id: string): Promise<InboxMessage>;
  remove(id: string): Promise<void>;
  exportCsv(query: InboxQuery): Promise<DownloadedFile>;
  /** One page of the job applications, one role or all ('' or absent). */
  listApplications(role?: string, after?: string): Promise<InboxApplicationListResponse>;
  getApplication(id: string): Promise<InboxApplication>;
  setApplicationRead(id: string, read: boolean): Promise<InboxApplication>;
  /** The application and its CV file both go. */
  removeApplication(id: string): Promise<void>;
  downloadCv(id: string): Promise<DownloadedFile>;
  exportApplications(role?: string): Promise<DownloadedFile>;
}

/** Resolves the current ID token (refreshed when it is near its end), or null when signed out. */
export type IdTokenSource = () => Promise<string | null>;

/** `path?a=b`, empty values left out. */
const withParams = (path: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return search ? `${path}?${search}` : path;
};

/**
 * The name a Content-Disposition gives: `filename*` (UTF-8, a candidate's CV may be called
 * 'Zoë's CV.pdf') where sent, else the plain `filename`. Two forms our own server writes, so two
 * expressions rather than a parser library for every header the standard allows.
 */
function fileNameOf(disposition: string | null, fallback: string): string {
  const header = disposition ?? '';
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // Not valid percent-encoding: the plain name below.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

async function errorOf(response: Response): Promise<InboxApiError> {
  let body: Partial<InboxErrorBody> = {};
  try {
    body = (await response.json()) as Partial<InboxErrorBody>;
  } catch {
    // Not the API's own answer (a proxy's page): the status says enough.
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new InboxApiError(
    response.status,
    body.error?.code ?? 'unknown',
    body.error?.message ?? response.statusText,
    Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined,
  );
}

export function createInboxApi(idToken: IdTokenSource, fetchImpl: typeof fetch = fetch): InboxApi {
  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const token = await idToken();
    if (!token) throw new InboxApiError(401, 'unauthenticated', 'Signed out');
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await fetchImpl(path, {
        ...init,
        headers,
        // Staff data: never from or into the browser's cache.
        cache: 'no-store',
      });
    } catch (error) {
      throw new InboxApiError(0, 'network', error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw await errorOf(response);
    return response;
  }
  const json = async <T>(path: string, init?: RequestInit) => (await (await call(path, init)).json()) as T;
  const file = async (path: string, fallbackName: string): Promise<DownloadedFile> => {
    const response = await call(path);
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
    };
  };
  const post = (body?: unknown): RequestInit => ({
    method: 'POST',
    ...(body !== undefined && {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });

  return {
    list: (query, after) => json<InboxListResponse>(withParams(inboxPaths.messages, { ...query, after })),
    changes: (since) => json<InboxChangesResponse>(withParams(inboxPaths.changes, { since })),
    get: (id) => json<InboxMessage>(inboxPaths.message(id)),
    setRead: (id, read) => json<InboxMessage>(inboxPaths.read(id), post({ read })),
    sendAgain: (id) => json<InboxMessage>(inboxPaths.resend(id), post()),
    remove: async (id) => {
      await call(inboxPaths.message(id), { method: 'DELETE' });
    },
    exportCsv: (query) => file(withParams(inboxPaths.export, { ...query }), 'messages.csv'),
    listApplications: (role, after) =>
      json<InboxApplicationListResponse>(withParams(inboxPaths.applications, { role, after })),
    getApplication: (id) => json<InboxApplication>(inboxPaths.application(id)),
    setApplicationRead: (id, read) => json<InboxApplication>(inboxPaths.applicationRead(id), post({ read })),
    removeApplication: async (id) => {
      await call(inboxPaths.application(id), { method: 'DELETE' });
    },
    downloadCv: (id) => file(inboxPaths.applicationCv(id), 'cv'),
    exportApplications: (role) =>
      file(withParams(inboxPaths.applicationsExport, { role }), 'applications.csv'),
  };
}
