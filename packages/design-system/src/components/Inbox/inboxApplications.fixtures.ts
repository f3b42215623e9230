import type { InboxApplicationDetail, InboxRoleOption } from './inboxTypes';

/** Story applications, every field as the site would format it (times in UK time, June: BST). */
export const inboxApplications: InboxApplicationDetail[] = [
  {
    id: 'app-nwosu',
    name: 'Ada Nwosu',
    email: 'ada.nwosu@example.com',
    role: 'EPOS Support Engineer',
    linkedin: 'https://www.linkedin.com/in/ada-nwosu',
    cv: { name: 'Ada Nwosu CV.pdf', details: 'PDF, 182 KB' },
    consent: true,
    receivedAt: '15 Jun 2026, 10:20',
    dateTime: '2026-06-15T09:20:00Z',
    erasedOn: '15 Dec 2026',
    erasedDateTime: '2026-12-15T09:20:00Z',
    read: false,
  },
  {
    id: 'app-kowalski',
    name: 'Piotr Kowalski',
    email: 'piotr.kowalski@example.com',
    role: 'React Developer',
    linkedin: '',
    cv: null,
    consent: true,
    receivedAt: '14 Jun 2026, 16:05',
    dateTime: '2026-06-14T15:05:00Z',
    erasedOn: '14 Dec 2026',
    erasedDateTime: '2026-12-14T15:05:00Z',
    read: true,
    readChange: { read: true, by: 'Sam Carter', at: '15 Jun 2026, 09:00', dateTime: '2026-06-15T08:00:00Z' },
  },
];

/** The roles a story can filter by: the open roles' titles and the speculative application. */
export const inboxRoles: InboxRoleOption[] = [
  { value: 'EPOS Support Engineer', label: 'EPOS Support Engineer' },
  { value: 'React Developer', label: 'React Developer' },
  { value: 'Speculative application', label: 'Speculative application' },
];

export const applicationById = (id: string): InboxApplicationDetail => {
  const application = inboxApplications.find((candidate) => candidate.id === id);
  if (!application) throw new Error(`No story application ${id}`);
  return application;
};

/** A reply link as the site builds it: to the candidate, the subject filled in. */
export const replyHrefForApplication = (application: InboxApplicationDetail) =>
  `mailto:${application.email}?subject=${encodeURIComponent(`Re: your application for ${application.role}`)}`;
