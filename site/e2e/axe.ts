/** axe's rules whose verdict a colour can change: text contrast, and links told from the text around them. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** Each violation as its rule and the elements it found there, so a failing test names them. */
export const summariseViolations = (violations: readonly { id: string; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
