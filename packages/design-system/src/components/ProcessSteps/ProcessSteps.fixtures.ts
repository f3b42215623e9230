import type { ProcessStep } from './ProcessSteps';

/* Step titles are the site's; descriptions here are short placeholders of our own. */

/** The home page's working process. */
export const homeProcess: ProcessStep[] = [
  { step: 1, title: 'Discovery', description: 'We learn how your venue runs and where time is lost.' },
  { step: 2, title: 'Strategy', description: 'We agree a plan, a budget and a timeline with you.' },
  { step: 3, title: 'Solutions', description: 'We build, install and connect the systems.' },
  { step: 4, title: 'Support', description: 'We stay on hand after launch, from a UK team.' },
];

/** The EPOS page's implementation process. */
export const eposImplementation: ProcessStep[] = [
  { step: 1, title: 'Site Assessment', description: 'We survey your venue, network and workflow.' },
  { step: 2, title: 'System Setup', description: 'We install tills, screens and your menu.' },
  { step: 3, title: 'Staff Training', description: 'Your team learns the system before service.' },
  { step: 4, title: 'Go Live & Support', description: 'We are with you on day one and after.' },
];
