import {
  InboxApplicationFilters,
  InboxApplicationView,
  InboxEmpty,
  InboxError,
  InboxLayout,
  InboxLoading,
  InboxMessageList,
  InboxNoMatches,
} from '@rico/design-system';
import { useMemo } from 'react';
import * as copy from '../../content/inboxApplications';
import { applicationProps, applicationSummaryProps } from '../../lib/inbox/applicationDisplay';
import { createInboxApi, type IdTokenSource } from '../../lib/inbox/inboxApi';
import { replyHref } from '../../lib/inbox/replyLink';
import { applicationRoles } from './applicationRoles';
import { explainFailure, type AccessHandlers } from './explainFailure';
import { InlineAlert, ListFooter, OpeningItem } from './InboxParts';
import { useApplicationsList } from './useApplicationsList';
import { useCsvExport } from './useCsvExport';
import { useOpenApplication } from './useOpenApplication';

export interface ApplicationsScreenProps {
  idToken: IdTokenSource;
  access: AccessHandlers;
  /** The role shown ('' for all), kept by the page in its address. */
  role: string;
  onRoleChange: (role: string) => void;
}

/** The job applications of the signed-in member of staff's inbox: the role filter, the list, the open one. */
export function ApplicationsScreen({ idToken, access, role, onRoleChange }: ApplicationsScreenProps) {
  const api = useMemo(() => createInboxApi(idToken), [idToken]);
  const explain = (error: unknown) => explainFailure(error, access, copy.applicationErrors);
  const list = useApplicationsList(api, role, explain);
  const application = useOpenApplication(api, { explain, updateList: list.update });
  const csv = useCsvExport(() => api.exportApplications(role), explain, {
    failed: copy.applicationErrors.failed,
    export: copy.applicationErrors.export,
  });
  const { openId } = application;

  const { state } = list;
  const rows = state.status === 'ready' ? state.applications : [];
  const listContent =
    state.status === 'loading' ? (
      <InboxLoading label={copy.applicationsLoading} />
    ) : state.status === 'error' ? (
      <InboxError copy={copy.applicationsLoadError} onRetry={list.retry} retrying={state.retrying} />
    ) : (
      <InboxMessageList
        copy={copy.applicationsList}
        messages={rows.map(applicationSummaryProps)}
        unreadCount={state.unread}
        selectedId={openId}
        onOpen={application.select}
        {...(state.next && { onShowMore: list.showMore })}
        loadingMore={state.loadingMore}
        empty={
          state.loadedFor ? (
            <InboxNoMatches copy={copy.applicationsNoMatches} onClearFilters={() => onRoleChange('')} />
          ) : (
            <InboxEmpty copy={copy.applicationsEmpty} />
          )
        }
      />
    );

  const { open } = application;
  const view =
    open.status === 'open' ? (
      <InboxApplicationView
        copy={copy.applicationView}
        application={applicationProps(open.item)}
        replyHref={replyHref(open.item.email, copy.applicationReplySubject(open.item.role))}
        busy={application.busy}
        error={application.error}
        onToggleRead={(read) => application.toggleRead(open.item.id, read)}
        onDownloadCv={() => application.downloadCv(open.item.id)}
        onDelete={() => application.remove(open.item.id)}
      />
    ) : (
      <OpeningItem open={open} opening={copy.openingApplication} error={application.error} />
    );

  return (
    <InboxLayout
      copy={{
        ...copy.applicationsLayout,
        noSelection: rows.length > 0 ? copy.applicationsLayout.noSelection : '',
      }}
      top={
        <>
          <InboxApplicationFilters
            copy={copy.applicationFilters}
            roles={applicationRoles}
            role={role}
            onRoleChange={onRoleChange}
            onExport={csv.onExport}
            exporting={csv.exporting}
          />
          <InlineAlert text={csv.exportError} />
        </>
      }
      list={listContent}
      listFooter={
        state.status === 'ready' && (
          <ListFooter
            moreError={
              list.moreError === copy.applicationErrors.failed
                ? copy.applicationsShowMoreError
                : list.moreError
            }
            retention={copy.applicationsRetention}
          />
        )
      }
      view={view}
      onBack={application.close}
    />
  );
}
