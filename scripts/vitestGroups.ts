import { availableParallelism } from 'node:os';

/*
 * Vitest puts a project whose files may not run side by side (e2e, cross-engine) in one group with
 * every other project that has a single worker, and on a two-core machine that is every project (its
 * default is a worker fewer than the cores). The node-side files then run one at a time beside the
 * stories, in the order of the projects' names, and the unit tests came last, alone: about 40 s with
 * one core idle. A project given this runs first instead, in a group of its own, with at least two
 * workers (unit tests: 29 s instead of 54 on two cores).
 */
export const runsFirstWithTwoWorkers = {
  sequence: { groupOrder: 1 },
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
