import { useState } from 'react';
import { roleFromSearch } from './applicationRoles';

export type InboxSectionName = 'messages' | 'applications';

/** The address of a section: messages at the bare /inbox (their filters add their own), applications with their role. */
function searchOf(section: InboxSectionName, role: string): string {
  if (section === 'messages') return '';
  const params = new URLSearchParams({ show: 'applications' });
  if (role) params.set('role', role);
  return `?${params.toString()}`;
}

/**
 * Which list the inbox shows, and the applications' role, kept in the page's address so a reload
 * or a shared link opens the same one. Replaced, not added: Back leaves the inbox.
 */
export function useInboxSection() {
  const [state, setState] = useState(() => {
    const search = window.location.search;
    const applications = new URLSearchParams(search).get('show') === 'applications';
    const section: InboxSectionName = applications ? 'applications' : 'messages';
    return {
      section,
      role: applications ? roleFromSearch(search) : '',
    };
  });
  const go = (section: InboxSectionName, role: string) => {
    setState({ section, role });
    const url = `${window.location.pathname}${searchOf(section, role)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  };
  return {
    ...state,
    showSection: (section: InboxSectionName) => go(section, ''),
    showRole: (role: string) => go('applications', role),
  };
}
