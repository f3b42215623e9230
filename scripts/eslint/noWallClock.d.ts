import type { Rule } from 'eslint';

declare const noWallClock: Rule.RuleModule;
export default noWallClock;
