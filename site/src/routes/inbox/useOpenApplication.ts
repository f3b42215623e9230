import type { InboxApplicationAction } from '@rico/design-system';
import type { InboxApplication, InboxApplicationListResponse } from '@rico/inbox/client';
import { applicationErrors } from '../../content/inboxApplications';
import { downloadFile } from '../../lib/inbox/downloadFile';
import type { InboxApi } from '../../lib/inbox/inboxApi';
import { useOpenItem } from './useOpenItem';

type ListChange = (list: InboxApplicationListResponse) => InboxApplicationListResponse;

const withoutApplication =
  (id: string): ListChange =>
  (list) => {
    const gone = list.applications.find((application) => application.id === id);
    return {
      ...list,
      applications: list.applications.filter((application) => application.id !== id),
      unread: list.unread - (gone && !gone.read ? 1 : 0),
    };
  };

const withRead =
  (id: string, read: boolean): ListChange =>
  (list) => {
    const before = list.applications.find((application) => application.id === id);
    const change = before && before.read !== read ? (read ? -1 : 1) : 0;
    return {
      ...list,
      applications: list.applications.map((application) =>
        application.id === id ? { ...application, read } : application,
      ),
      unread: list.unread + change,
    };
  };

/** The application open beside the list, and what staff do with it (each action busy until it answers). */
export function useOpenApplication(
  api: InboxApi,
  { explain, updateList }: { explain: (error: unknown) => string; updateList: (change: ListChange) => void },
) {
  const { act, shown, gone, ...open } = useOpenItem<InboxApplication, InboxApplicationAction>(
    (id) => api.getApplication(id),
    explain,
  );
  return {
    ...open,
    toggleRead: (id: string, read: boolean) =>
      void act('toggleRead', async () => {
        shown(await api.setApplicationRead(id, read));
        updateList(withRead(id, read));
      }),
    downloadCv: (id: string) =>
      void act(
        'downloadCv',
        async () => {
          const { blob, fileName } = await api.downloadCv(id);
          downloadFile(blob, fileName);
        },
        // A failure with no cause of its own says which action failed.
        (words) => (words === applicationErrors.failed ? applicationErrors.cv : words),
      ),
    remove: (id: string) =>
      void act('delete', async () => {
        await api.removeApplication(id);
        updateList(withoutApplication(id));
        gone(id);
      }),
  };
}
