import { readFile } from 'node:fs/promises';
import { contactLimits, rulesPatterns, serviceIds } from '@rico/contact';
import { describe, expect, it } from 'vitest';
import { rulesFile } from './paths';
import { renderFirestoreRules } from './renderRules';
import { rulesString } from './rulesLiteral';

/** Reads a rules string literal back (the inverse of rulesString). */
const unquote = (literal: string) => literal.slice(1, -1).replace(/\\(.)/g, '$1');

describe('firestore.rules', () => {
  it('should be the file rendered from @rico/contact (run `pnpm --filter @rico/firestore-rules render`)', async () => {
    expect(await readFile(rulesFile, 'utf8')).toBe(renderFirestoreRules());
  });

  it('should carry every pattern so that RE2 reads exactly the shared string', () => {
    const rules = renderFirestoreRules();
    for (const pattern of Object.values(rulesPatterns)) {
      const literal = rulesString(pattern);
      expect(rules).toContain(literal);
      expect(unquote(literal)).toBe(pattern);
    }
  });

  it('should state every limit of the shared schema', () => {
    const rules = renderFirestoreRules();
    expect(rules).toContain(
      `isLine(data.name, ${String(contactLimits.name.min)}, ${String(contactLimits.name.max)})`,
    );
    expect(rules).toContain(`data.email.size() <= ${String(contactLimits.email.max)}`);
    expect(rules).toContain(`isLine(data.phone, 0, ${String(contactLimits.phone.max)})`);
    expect(rules).toContain(`isLine(data.company, 0, ${String(contactLimits.company.max)})`);
    expect(rules).toContain(`data.message.size() >= ${String(contactLimits.message.min)}`);
    expect(rules).toContain(`data.message.size() <= ${String(contactLimits.message.max)}`);
    expect(rules).toContain(`interest.hasOnly([${serviceIds.map((id) => `'${id}'`).join(', ')}])`);
  });

  it('should refuse every client read and write of the job applications', () => {
    expect(renderFirestoreRules()).toMatch(
      /match \/applications\/\{id\} \{\s+allow read, write: if false;\s+\}/,
    );
  });

  it('should deny every path it does not name', () => {
    expect(renderFirestoreRules()).toMatch(
      /match \/\{document=\*\*\} \{\s+allow read, write: if false;\s+\}/,
    );
  });
});
