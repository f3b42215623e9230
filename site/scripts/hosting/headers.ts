import { globToRegExp } from './glob';
import type { HeaderRule } from './config';

const matchesRule = (pathname: string, rule: HeaderRule): boolean => {
  const glob = rule.glob ?? rule.source;
  if (glob !== undefined) return globToRegExp(glob).test(pathname);
  if (rule.regex !== undefined) return new RegExp(rule.regex, 'u').test(pathname);
  return false;
};

/**
 * The custom headers Firebase Hosting sends for a request path: every matching rule applies, in
 * file order, so a later rule's value for the same header wins (superstatic sets them in turn).
 */
export function headersFor(pathname: string, rules: readonly HeaderRule[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules.filter((r) => matchesRule(pathname, r))) {
    for (const { key, value } of rule.headers) {
      const existing = Object.keys(result).find((k) => k.toLowerCase() === key.toLowerCase());
      if (existing !== undefined) Reflect.deleteProperty(result, existing);
      result[key] = value;
    }
  }
  return result;
}
