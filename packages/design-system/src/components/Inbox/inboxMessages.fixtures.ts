import type { InboxMessageDetail, InboxMessageSummary } from './inboxTypes';

/** Story messages, every field as the site would format it (times in UK time, June: BST). */
export const inboxMessages: InboxMessageDetail[] = [
  {
    id: 'msg-okafor',
    name: 'Tom Okafor',
    company: 'Okafor Grocers',
    email: 'tom@okafor-grocers.co.uk',
    phone: '',
    interests: ['Web Development & Infrastructure'],
    message:
      'Our shop website is slow on phones and we lose orders at the checkout.\nCould you look at it this month?',
    consent: true,
    receivedAt: '14 Jun 2026, 17:40',
    dateTime: '2026-06-14T16:40:00Z',
    read: false,
    delivery: { state: 'given-up', attempts: 5, lastError: 'SMTP 550 5.1.1 mailbox unavailable' },
  },
  {
    id: 'msg-shah',
    name: 'Priya Shah',
    company: 'The Copper Pot',
    email: 'priya@copperpot.co.uk',
    phone: '+44 20 7946 0958',
    interests: ['EPOS & Table Ordering', 'Data & Analytics'],
    message:
      'Hello,\n\nWe run two restaurants in Leeds and want table ordering by QR code.\nWe have 40 covers at each site.\n\nThanks,\nPriya',
    consent: true,
    receivedAt: '15 Jun 2026, 09:12',
    dateTime: '2026-06-15T08:12:00Z',
    read: false,
    delivery: { state: 'emailed', attempts: 1 },
  },
  {
    id: 'msg-macleod',
    name: 'Eilidh MacLeod',
    company: '',
    email: 'eilidh.macleod@example.com',
    phone: '07700 900123',
    interests: ['SEO & Digital Marketing'],
    message: 'Do you help small cafés get found on maps? We open in August.',
    consent: true,
    receivedAt: '13 Jun 2026, 20:05',
    dateTime: '2026-06-13T19:05:00Z',
    read: true,
    readChange: { read: true, by: 'Sam Carter', at: '14 Jun 2026, 11:02', dateTime: '2026-06-14T10:02:00Z' },
    delivery: { state: 'emailed', attempts: 1 },
  },
  {
    id: 'msg-bianchi',
    name: 'Marco Bianchi',
    company: 'Trattoria Bianchi',
    email: 'marco@trattoriabianchi.co.uk',
    phone: '0161 496 0000',
    interests: ['EPOS & Table Ordering', 'Cloud & Mobile Development'],
    message: 'We need a kitchen display that works with our till. Can we talk next week?',
    consent: true,
    receivedAt: '12 Jun 2026, 08:30',
    dateTime: '2026-06-12T07:30:00Z',
    read: true,
    delivery: { state: 'waiting', attempts: 2, lastError: 'Connection timed out' },
  },
  {
    id: 'msg-montgomery',
    name: 'Alexandra Montgomery-Fitzwilliam',
    company: 'The Extraordinarily Long-Named Neighbourhood Bakery & Café',
    email: 'alexandra.montgomery-fitzwilliam@extraordinarily-long-bakery.co.uk',
    phone: '',
    interests: [],
    message: 'Just a question about prices.',
    consent: true,
    receivedAt: '9 Jun 2026, 14:45',
    dateTime: '2026-06-09T13:45:00Z',
    read: true,
    delivery: { state: 'emailed', attempts: 1 },
  },
];

/** The same messages as list rows: the first line of each as the preview. */
export const inboxSummaries: InboxMessageSummary[] = inboxMessages.map((message) => ({
  id: message.id,
  name: message.name,
  company: message.company,
  email: message.email,
  preview: message.message.replace(/\s+/g, ' '),
  receivedAt: message.receivedAt,
  dateTime: message.dateTime,
  interests: message.interests,
  read: message.read,
}));

export const messageById = (id: string): InboxMessageDetail => {
  const message = inboxMessages.find((candidate) => candidate.id === id);
  if (!message) throw new Error(`No story message ${id}`);
  return message;
};

/** A reply link as the site builds it: to the sender, the subject filled in. */
export const replyHrefFor = (message: InboxMessageDetail) =>
  `mailto:${message.email}?subject=${encodeURIComponent('Re: your message to Rico')}`;
