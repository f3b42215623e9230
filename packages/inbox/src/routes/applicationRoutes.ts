import * as v from 'valibot';
import { docIdPattern, type StoredApplication } from '@rico/contact';
import { applicationCsvHeader, applicationCsvRows } from '../applications/applicationCsv';
import type { ApplicationsPort } from '../applications/applicationsPort';
import {
  parseApplication,
  toApplicationSummary,
  toInboxApplication,
  type InboxApplicationListResponse,
} from '../applications/applicationWire';
import { cvDownloadHeaders } from '../applications/cvDownload';
import { fileResponse, InboxError, jsonResponse, type InboxResponse } from '../http';
import { pageSizeSchema } from '../paging';
import { formatUkTime } from '../ukTime';
import type { ActionContext } from './context';
import { parseReadBody } from './readBody';

type Params = Readonly<Record<string, string | undefined>>;

const notFound = () => new InboxError('not-found', 'No application has this id. It may have been deleted.');

/** The host's applications, or a 404 where it keeps none. */
function storeOf({ deps }: ActionContext): ApplicationsPort {
  if (!deps.applications) throw new InboxError('not-found', 'This inbox keeps no job applications.');
  return deps.applications;
}

function checkedId(id: string): string {
  if (!docIdPattern.test(id)) throw notFound();
  return id;
}

async function loadApplication(store: ApplicationsPort, id: string): Promise<StoredApplication> {
  const data = await store.get(checkedId(id));
  if (!data) throw notFound();
  const application = parseApplication(data);
  if (!application) throw new Error(`The stored application ${id} is not valid`);
  return application;
}

const roleSchema = v.optional(v.pipe(v.string(), v.maxLength(200, 'role is at most 200 characters')));

/** The list's parameters, checked before the store is asked: `role`, `after` and `limit`, nothing else. */
function listParamsOf({ role, after, limit, ...rest }: Params) {
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new InboxError('invalid-argument', `Unknown parameter: ${unknown}`);
  const size = v.safeParse(pageSizeSchema, limit === '' ? undefined : limit);
  if (!size.success) throw new InboxError('invalid-argument', size.issues[0].message);
  const roleParsed = v.safeParse(roleSchema, role === '' ? undefined : role);
  if (!roleParsed.success) throw new InboxError('invalid-argument', roleParsed.issues[0].message);
  return { role: roleParsed.output, after: after || undefined, limit: size.output };
}

/** A page of the store, a forged cursor answered as the caller's mistake rather than the server's. */
async function pageOf(store: ApplicationsPort, options: Parameters<ApplicationsPort['list']>[0]) {
  try {
    return await store.list(options);
  } catch (error) {
    if (error instanceof RangeError) {
      throw new InboxError(
        'invalid-argument',
        'This page of the list is not one the inbox gave. Load the list again.',
      );
    }
    throw error;
  }
}

/** GET /applications: one page, newest first, for one role or all, and the unread count of all. */
export async function listApplications(context: ActionContext, params: Params): Promise<InboxResponse> {
  const store = storeOf(context);
  const [page, unread] = await Promise.all([pageOf(store, listParamsOf(params)), store.countUnread()]);
  const body: InboxApplicationListResponse = {
    applications: page.applications.flatMap(({ id, data }) => {
      const application = parseApplication(data);
      if (application) return [toApplicationSummary(id, application)];
      context.log.error('inbox: a stored application is not valid and is not shown', { docId: id });
      return [];
    }),
    ...(page.next && { next: page.next }),
    unread,
  };
  return jsonResponse(200, body);
}

/** GET /applications/:id: every field; the read is recorded before it is answered. */
export async function getApplication(context: ActionContext, id: string): Promise<InboxResponse> {
  const application = await loadApplication(storeOf(context), id);
  await context.deps.audit.record({
    action: 'application.read',
    at: context.now,
    staff: context.staff,
    messageId: id,
  });
  return jsonResponse(200, toInboxApplication(id, application));
}

/** POST /applications/:id/read: read or unread by the caller; the state it has already changes nothing. */
export async function setApplicationRead(
  context: ActionContext,
  id: string,
  body: string | undefined,
): Promise<InboxResponse> {
  const read = parseReadBody(body);
  const store = storeOf(context);
  const { staff, now } = context;
  if ((await loadApplication(store, id)).read !== read) {
    if (!(await store.setRead(id, { read, by: staff.email, at: now }))) throw notFound();
    const action = read ? 'application.mark-read' : 'application.mark-unread';
    await context.deps.audit.record({ action, at: now, staff, messageId: id });
  }
  return jsonResponse(200, toInboxApplication(id, await loadApplication(store, id)));
}

/** GET /applications/:id/cv: the file, always as a download of the type its bytes were checked as. */
export async function downloadCv(context: ActionContext, id: string): Promise<InboxResponse> {
  const cv = await storeOf(context).readCv(checkedId(id));
  if (!cv) throw new InboxError('not-found', 'This application has no CV. It may have been deleted.');
  await context.deps.audit.record({
    action: 'application.cv',
    at: context.now,
    staff: context.staff,
    messageId: id,
  });
  return { status: 200, headers: cvDownloadHeaders(cv), body: '', bytes: cv.bytes };
}

/** DELETE /applications/:id: the application and its CV file both go. */
export async function deleteApplication(context: ActionContext, id: string): Promise<InboxResponse> {
  if (!(await storeOf(context).delete(checkedId(id)))) throw notFound();
  await context.deps.audit.record({
    action: 'application.delete',
    at: context.now,
    staff: context.staff,
    messageId: id,
  });
  return jsonResponse(200, { deleted: true, id });
}

/** Rows per page the export reads: each page is written out before the next is read. */
const exportPageSize = 100;

/** GET /applications/export.csv: what the same role filter lists, streamed a page at a time. */
export async function exportApplications(context: ActionContext, params: Params): Promise<InboxResponse> {
  const store = storeOf(context);
  const { role } = listParamsOf({ ...params, limit: undefined });
  // Checked before the download starts, so a bad request is an error, never a broken file.
  const first = await pageOf(store, { role, limit: exportPageSize });
  await context.deps.audit.record({ action: 'applications.export', at: context.now, staff: context.staff });
  async function* pieces(): AsyncGenerator<string> {
    yield applicationCsvHeader();
    for (let page = first; ;) {
      const rows = page.applications.flatMap(({ data }) => parseApplication(data) ?? []);
      if (rows.length > 0) yield applicationCsvRows(rows);
      if (!page.next) return;
      page = await store.list({ role, limit: exportPageSize, after: page.next });
    }
  }
  const day = formatUkTime(context.now).slice(0, 10);
  return fileResponse('text/csv; charset=utf-8', `applications-${day}.csv`, pieces());
}
