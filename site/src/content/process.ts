/** One step of the company's way of working: its number, title and description. */
export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

/** The four-step process the home page shows. */
export const processSteps: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Discovery',
    description: 'We visit, listen and map how your front of house, kitchen and back office work today.',
  },
  {
    step: 2,
    title: 'Strategy',
    description: 'We agree clear goals and a plan that fits your budget, your timeline and your team.',
  },
  {
    step: 3,
    title: 'Solutions',
    description: 'We build, configure and install the technology, then test it in your real service.',
  },
  {
    step: 4,
    title: 'Support',
    description: 'We stay on call after launch, with training, updates and help when you need it.',
  },
];
