import type { ProcessStep } from '@rico/design-system';
import { aboutPage } from './about';

/** /careers: why work here, how hiring works, the open roles and the recruitment privacy notice. */
export const careersPage = {
  meta: {
    title: 'Careers',
    description:
      'Work at Rico Technologies: why people join us, how our hiring works step by step, and our open roles in engineering, support and marketing.',
  },
  hero: {
    eyebrow: 'Careers',
    title: 'Build the tech restaurants and shops run on',
    lead: 'We are a small UK team: what you build is in a kitchen or on a shop counter within weeks, and you hear what the people using it think.',
  },
  why: {
    title: 'Why work here',
    intro:
      'The values on our About page are the ones we hire for, and the ones we hold ourselves to with each other.',
    items: aboutPage.values.items,
  },
  hiring: {
    title: 'How hiring works',
    steps: [
      {
        step: 1,
        title: 'You apply',
        description: 'Send the form on the role’s page, with your CV if you have one. It takes five minutes.',
      },
      {
        step: 2,
        title: 'We reply',
        description:
          'Someone from the team reads every application and replies by e-mail, usually within five working days.',
      },
      {
        step: 3,
        title: 'We talk',
        description:
          'A 30-minute video call about you and the role, then a meeting with the people you would work with.',
      },
      {
        step: 4,
        title: 'An offer',
        description: 'We tell you our decision within a week of meeting you, with feedback whatever it is.',
      },
    ] satisfies readonly ProcessStep[],
  },
  roles: {
    title: 'Open roles',
    text: 'Every role lists its salary, where it is worked and when it closes.',
    action: { label: 'See the open roles', href: '/jobs' },
  },
  privacy: {
    title: 'Your application and your data',
    text: 'We keep your application and CV only to consider you for a role, where only our hiring staff can read them, and erase them six months after you apply.',
    action: { label: 'Read the recruitment privacy notice', href: '/careers/privacy' },
  },
} as const;
