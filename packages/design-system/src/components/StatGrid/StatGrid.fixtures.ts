import type { Stat } from './StatGrid';

/** The EPOS page's four headline stats. */
export const eposStats: Stat[] = [
  { value: '40%', label: 'fewer wait times' },
  { value: '25%', label: 'higher average order value' },
  { value: '60%', label: 'faster order processing' },
  { value: '90%', label: 'better order accuracy' },
];
