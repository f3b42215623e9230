import type { StoryContext } from '@storybook/react-vite';
import { afterEach as a11yCheck } from '@storybook/addon-a11y/preview';
import type { AxeResults } from 'axe-core';

/**
 * axe's rules whose verdict a colour can change: text contrast (AA, and AAA where a story turns it on),
 * a link told from the text around it, and the table rules that first ask whether a table holds data,
 * a question axe answers partly from whether its rows have different background colours.
 */
export const colourRules = [
  'color-contrast',
  'color-contrast-enhanced',
  'link-in-text-block',
  'th-has-data-cells',
  'td-has-header',
  'table-fake-caption',
];

type Reporting = StoryContext['reporting'];

/** The result of the a11y addon's check of the story as it was played, if it ran one. */
export function playedAxeResult(story: Pick<StoryContext, 'reporting'>): AxeResults | undefined {
  const report = story.reporting.reports.find((candidate) => candidate.type === 'a11y');
  const result = report?.result as AxeResults | { error: unknown } | undefined;
  return result && 'passes' in result ? result : undefined;
}

/**
 * The rules to run again once the same render shows another theme. A theme changes colours: with the
 * same markup in the same boxes, every other rule gives the verdict the played theme's run has just
 * given. Where the switch changed the markup or any box (a control that shows the theme in force, a
 * theme that sizes something differently), every rule that run ran is run again. Only rules that run
 * ran: a story's own configuration (a rule turned off, AAA contrast turned on) holds in every theme.
 */
export function rulesForTheme(played: AxeResults, sameMarkupAndBoxes: boolean): string[] {
  const ran = new Set(
    [played.passes, played.violations, played.incomplete, played.inapplicable].flat().map((rule) => rule.id),
  );
  return sameMarkupAndBoxes ? colourRules.filter((rule) => ran.has(rule)) : [...ran];
}

/**
 * The a11y addon's own check (its afterEach, as every story runs it) of the story as it now shows,
 * with only `rules`, and with the story's own a11y parameters otherwise. Its report is kept apart from
 * the played theme's; a violation fails the test.
 */
export async function axeInTheme(story: StoryContext, rules: string[]): Promise<void> {
  if (rules.length === 0) return;
  const a11y = (story.parameters.a11y ?? {}) as { options?: Record<string, unknown> };
  const reports: Reporting['reports'] = [];
  const reporting = { reports, addReport: (report) => reports.push(report) } as Reporting;
  await a11yCheck({
    ...story,
    reporting,
    parameters: { ...story.parameters, a11y: { ...a11y, options: { ...a11y.options, runOnly: rules } } },
  });
}
