import { useRef, useState } from 'react';
import {
  inboxEmptyCopy,
  inboxFiltersCopy,
  inboxInterests,
  inboxLayoutCopy,
  inboxListCopy,
  inboxNoMatchesCopy,
  inboxRetentionText,
  inboxViewCopy,
} from './Inbox.fixtures';
import { inboxMessages, replyHrefFor } from './inboxMessages.fixtures';
import { InboxFilters } from './InboxFilters';
import { InboxLayout } from './InboxLayout';
import { InboxMessageList } from './InboxMessageList';
import { InboxMessageView } from './InboxMessageView';
import { InboxRetentionNote } from './InboxRetentionNote';
import { InboxEmpty, InboxNoMatches } from './InboxStates';
import type { InboxMessageDetail, InboxQuery } from './inboxTypes';

const noFilters: InboxQuery = { unreadOnly: false, interest: '', search: '' };

function matches(message: InboxMessageDetail, query: InboxQuery) {
  const interest = inboxInterests.find((option) => option.value === query.interest)?.label;
  const text = `${message.name} ${message.email} ${message.company}`.toLowerCase();
  return (
    (!query.unreadOnly || !message.read) &&
    (!interest || message.interests.includes(interest)) &&
    text.includes(query.search.trim().toLowerCase())
  );
}

export interface InboxDemoProps {
  messages?: InboxMessageDetail[];
  initialSelectedId?: string | null;
  onExport?: () => void;
}

/**
 * The inbox composed as the site will compose it, its state kept here in memory: a page for
 * stories (filter, open, mark, delete), not part of the design system's API.
 */
export function InboxDemo({
  messages: initial = inboxMessages,
  initialSelectedId = null,
  onExport,
}: InboxDemoProps) {
  const [messages, setMessages] = useState(initial);
  const [query, setQuery] = useState(noFilters);
  const [selectedId, setSelectedId] = useState(initialSelectedId);
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = messages.filter((message) => matches(message, query));
  const selected = messages.find((message) => message.id === selectedId);
  const update = (id: string, patch: Partial<InboxMessageDetail>) =>
    setMessages((all) => all.map((message) => (message.id === id ? { ...message, ...patch } : message)));

  return (
    <InboxLayout
      copy={{ ...inboxLayoutCopy, noSelection: messages.length > 0 ? inboxLayoutCopy.noSelection : '' }}
      top={
        <InboxFilters
          ref={searchRef}
          copy={inboxFiltersCopy}
          interests={inboxInterests}
          query={query}
          onChange={setQuery}
          onExport={onExport ?? (() => undefined)}
        />
      }
      list={
        <InboxMessageList
          copy={inboxListCopy}
          messages={shown.map((message) => ({ ...message, preview: message.message.replace(/\s+/g, ' ') }))}
          unreadCount={messages.filter((message) => !message.read).length}
          selectedId={selectedId}
          onOpen={setSelectedId}
          empty={
            messages.length === 0 ? (
              <InboxEmpty copy={inboxEmptyCopy} />
            ) : (
              <InboxNoMatches
                copy={inboxNoMatchesCopy}
                onClearFilters={() => {
                  setQuery(noFilters);
                  // The button goes with the notice: focus goes back to the search box.
                  searchRef.current?.focus();
                }}
              />
            )
          }
        />
      }
      listFooter={<InboxRetentionNote text={inboxRetentionText} />}
      view={
        selected && (
          <InboxMessageView
            copy={inboxViewCopy}
            message={selected}
            replyHref={replyHrefFor(selected)}
            onToggleRead={(read) =>
              update(selected.id, {
                read,
                readChange: {
                  read,
                  by: 'Sam Carter',
                  at: '15 Jun 2026, 10:30',
                  dateTime: '2026-06-15T09:30:00Z',
                },
              })
            }
            onSendAgain={() => update(selected.id, { delivery: { state: 'waiting', attempts: 0 } })}
            onDelete={() => {
              setMessages((all) => all.filter((message) => message.id !== selected.id));
              setSelectedId(null);
            }}
          />
        )
      }
      onBack={() => setSelectedId(null)}
    />
  );
}
