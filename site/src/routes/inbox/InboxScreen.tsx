import {
  InboxEmpty,
  InboxError,
  InboxFilters,
  InboxLayout,
  InboxLoading,
  InboxMessageList,
  InboxMessageView,
  InboxNoMatches,
  visuallyHidden,
} from '@rico/design-system';
import { serviceOptions } from '@rico/contact';
import { matchesQuery } from '@rico/inbox/client';
import { useMemo, useRef } from 'react';
import * as copy from '../../content/inbox';
import { createInboxApi, type IdTokenSource } from '../../lib/inbox/inboxApi';
import { apiQuery, noFilters } from '../../lib/inbox/inboxFilters';
import { replyHref } from '../../lib/inbox/replyLink';
import { detailProps, summaryProps } from '../../lib/inbox/toDisplay';
import { explainFailure, type AccessHandlers } from './explainFailure';
import { InlineAlert, ListFooter, OpeningItem } from './InboxParts';
import { useCsvExport } from './useCsvExport';
import { useInboxFilters } from './useInboxFilters';
import { useInboxList } from './useInboxList';
import { useOpenMessage } from './useOpenMessage';

const interests = serviceOptions.map((option) => ({ value: option.id, label: option.title }));

export interface InboxScreenProps {
  idToken: IdTokenSource;
  access: AccessHandlers;
}

/** The inbox of a signed-in member of staff: filters, the list, the open message. */
export function InboxScreen({ idToken, access }: InboxScreenProps) {
  const api = useMemo(() => createInboxApi(idToken), [idToken]);
  const explain = (error: unknown) => explainFailure(error, access);
  const [filters, setFilters] = useInboxFilters();
  const list = useInboxList(api, apiQuery(filters), explain);
  const message = useOpenMessage(api, { explain, updateList: list.update });
  const searchRef = useRef<HTMLInputElement>(null);
  const csv = useCsvExport(() => api.exportCsv(apiQuery(filters)), explain, {
    failed: copy.actionErrors.failed,
    export: copy.actionErrors.export,
  });

  const { state } = list;
  // The server filtered the rows; a change made here since (marked read under Unread only) is
  // applied at once by the same test.
  const shown =
    state.status === 'ready'
      ? state.messages.filter((summary) => matchesQuery(summary, state.loadedFor))
      : [];
  // Nothing matches only while something is kept: an emptied inbox says so, whatever the filters.
  const filtered = state.status === 'ready' && !state.empty && Object.keys(state.loadedFor).length > 0;
  const { openId } = message;

  const listContent =
    state.status === 'loading' ? (
      <InboxLoading label={copy.inboxLoading} />
    ) : state.status === 'error' ? (
      <InboxError copy={copy.inboxLoadError} onRetry={list.retry} retrying={state.retrying} />
    ) : (
      <InboxMessageList
        copy={copy.inboxList}
        messages={shown.map(summaryProps)}
        unreadCount={state.unread}
        selectedId={openId}
        onOpen={message.select}
        {...(state.next && { onShowMore: list.showMore })}
        loadingMore={state.loadingMore}
        empty={
          !filtered ? (
            <InboxEmpty copy={copy.inboxEmpty} />
          ) : (
            <InboxNoMatches
              copy={copy.inboxNoMatches}
              onClearFilters={() => {
                setFilters(noFilters);
                // The button goes with the notice: focus goes back to the search box.
                searchRef.current?.focus();
              }}
            />
          )
        }
      />
    );

  const view =
    message.open.status === 'open' ? (
      <InboxMessageView
        copy={copy.inboxMessageView}
        message={detailProps(message.open.item)}
        replyHref={replyHref(message.open.item.email, copy.replySubject)}
        busy={message.busy}
        error={message.error}
        onToggleRead={(read) => message.toggleRead(openId ?? '', read)}
        onSendAgain={() => message.sendAgain(openId ?? '')}
        onDelete={() => message.remove(openId ?? '')}
      />
    ) : (
      <OpeningItem open={message.open} opening={copy.openingMessage} error={message.error} />
    );

  return (
    <>
      <p role="status" className={visuallyHidden}>
        {list.announcement}
      </p>
      <InboxLayout
        copy={{ ...copy.inboxLayout, noSelection: shown.length > 0 ? copy.inboxLayout.noSelection : '' }}
        top={
          <>
            <InboxFilters
              ref={searchRef}
              copy={copy.inboxFilters}
              interests={interests}
              query={filters}
              onChange={setFilters}
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
              moreError={list.moreError === copy.actionErrors.failed ? copy.showMoreError : list.moreError}
              retention={copy.retentionNote(state.retentionDays)}
            />
          )
        }
        view={view}
        onBack={message.close}
      />
    </>
  );
}
