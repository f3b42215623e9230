import type { RoleCardProps } from './RoleCard';

/** Example roles as a careers page would list them (the site's own come from its content). */
export const exampleRoles: readonly RoleCardProps[] = [
  {
    title: 'React Developer',
    href: '/jobs/react-developer',
    facts: [
      { label: 'Team', value: 'Engineering' },
      { label: 'Location', value: 'London (remote)' },
      { label: 'Type', value: 'Full time' },
    ],
    summary: 'Build the table-ordering screens guests use on their phones, in React and TypeScript.',
  },
  {
    title: 'EPOS Support Engineer',
    href: '/jobs/epos-support-engineer',
    facts: [
      { label: 'Team', value: 'Customer Support' },
      { label: 'Location', value: 'London (hybrid)' },
      { label: 'Type', value: 'Full time' },
    ],
    summary: 'Keep restaurants and shops trading: fix their tills and kitchen screens.',
  },
];
