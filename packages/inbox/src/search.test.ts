import { describe, expect, it } from 'vitest';
import { matchesSearch, normaliseText, searchKey, searchTerms } from './search';

describe('normaliseText and searchKey', () => {
  it('should fold case and accents, and make every run of other characters one space', () => {
    expect(normaliseText('  Zoë ÅNGSTRÖM—Café & Co. ')).toBe('zoe angstrom cafe co');
    expect(searchKey('jo.smith@Bistro')).toBe('jo smith bistro');
    expect(searchKey('x'.repeat(60))).toHaveLength(40);
    expect(searchKey('!!!')).toBe('');
  });
});

describe('searchTerms', () => {
  it('should hold every prefix of every word start, and the same within each interest', () => {
    const terms = searchTerms(['Ann Baker'], ['cloud-mobile']);
    expect(terms).toEqual(
      expect.arrayContaining(['a', 'ann', 'ann b', 'ann baker', 'b', 'baker', 'cloud-mobile|bak']),
    );
    expect(terms).not.toContain('ann ');
    expect(terms).not.toContain('aker');
  });

  it('given the longest fields the form takes, every word one letter, and every interest, should stay well inside a Firestore document', () => {
    const words = (length: number) =>
      'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(10).slice(0, length);
    const terms = searchTerms(
      [words(100), `${words(240).replace(/ /g, '.')}@x.uk`, words(120)],
      [
        'epos-table-ordering',
        'application-implementation',
        'cloud-mobile',
        'data-analytics',
        'web-infrastructure',
        'seo-marketing',
      ],
    );
    // Firestore allows 40,000 index entries and 1 MiB per document.
    expect(terms.length).toBeLessThan(5_000);
    expect(terms.join('').length).toBeLessThan(200_000);
  });
});

describe('matchesSearch', () => {
  it('should match the start of any word, never the middle of one', () => {
    expect(matchesSearch(['Joanna Smith', 'jo.smith@bistro.co.uk'], searchKey('smith@bis'))).toBe(true);
    expect(matchesSearch(['Joanna Smith'], searchKey('anna'))).toBe(false);
    expect(matchesSearch(['Joanna Smith'], '')).toBe(true);
  });
});
