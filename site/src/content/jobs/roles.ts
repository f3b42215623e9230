import type { Role } from './roleTypes';

/*
 * The open roles. EXAMPLES TO REPLACE: the three below read like the roles this company hires for,
 * so the pages can be reviewed with real-looking content; replace them with the real openings (and
 * their closing dates) before going live. A role whose closing date has passed is left out of the
 * build (openRoles): no page, not listed, not in the sitemap.
 */
export const roles: readonly Role[] = [
  {
    id: 'epos-support-engineer',
    title: 'EPOS Support Engineer',
    team: 'Customer Support',
    location: 'London',
    workplace: 'hybrid',
    employmentType: 'FULL_TIME',
    salary: { min: 30_000, max: 36_000 },
    summary:
      'Keep restaurants and shops trading: answer their calls, fix their tills and kitchen screens, and visit sites when a fix needs hands.',
    whatYouWillDo: [
      'Answer customers’ calls and e-mails about EPOS, table ordering and kitchen displays, and see each problem through to its fix',
      'Set up and test hardware before it ships: tills, card readers, printers and kitchen screens',
      'Visit restaurants and shops in and around London to install systems and train their staff',
      'Write down what you learn so the next engineer fixes it faster',
    ],
    whatYouBring: [
      'A year or more supporting customers with technology, in person or on the phone',
      'Calm when a busy kitchen’s system is down on a Friday night',
      'Comfort with networks, Wi-Fi and Windows or Android devices',
      'A driving licence is a plus, not a must',
    ],
    posted: '2026-11-16',
    closes: '2027-06-30',
  },
  {
    id: 'react-developer',
    title: 'React Developer',
    team: 'Engineering',
    location: 'London',
    workplace: 'remote',
    employmentType: 'FULL_TIME',
    salary: { min: 50_000, max: 65_000 },
    summary:
      'Build the table-ordering screens guests use on their phones and the dashboards owners run their business from, in React and TypeScript.',
    whatYouWillDo: [
      'Build and improve our ordering and dashboard apps in React and TypeScript',
      'Make every screen fast on a cheap phone and usable by everyone, keyboard and screen reader included',
      'Review code with the team and test what you ship',
      'Talk to restaurant owners about what they need, not only to the people who build it',
    ],
    whatYouBring: [
      'Two or more years of building web apps with React and TypeScript',
      'Care for accessibility and performance, and the habit of measuring both',
      'Experience with tests that check what users see',
      'Living in the UK, able to meet the team in London once a month',
    ],
    posted: '2026-11-23',
    closes: '2027-06-30',
  },
  {
    id: 'digital-marketing-executive',
    title: 'Digital Marketing Executive',
    team: 'Marketing',
    location: 'Manchester',
    workplace: 'on-site',
    employmentType: 'FULL_TIME',
    salary: 'competitive',
    summary:
      'Help hospitality businesses be found: run search, social and e-mail campaigns for our clients and for our own products.',
    whatYouWillDo: [
      'Plan and run SEO, paid search and social campaigns for restaurants and shops',
      'Report each month what worked, in figures clients understand',
      'Write clear copy for websites, adverts and e-mails',
    ],
    whatYouBring: [
      'A year or more in digital marketing, in an agency or in-house',
      'Working knowledge of Google Analytics and Search Console',
      'Clear, friendly writing',
    ],
    posted: '2026-11-30',
    closes: '2027-06-30',
  },
];
