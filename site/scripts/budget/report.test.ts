import { describe, expect, it } from 'vitest';
import { budgetErrors, homeJsBudgetBytes, pageJsBudgetBytes } from './report';

const page = (path: string, jsBytes: number, firebaseChunks: string[] = []) => ({
  path,
  jsBytes,
  cssBytes: 1000,
  firebaseChunks,
});

describe('budgetErrors', () => {
  it('given a home page within budget and no Firebase up front, should pass', () => {
    expect(budgetErrors([page('/', homeJsBudgetBytes), page('/contact', pageJsBudgetBytes)])).toEqual([]);
  });

  it('given a heavier home page, should fail with its size', () => {
    expect(budgetErrors([page('/', homeJsBudgetBytes + 1)])).toEqual([
      expect.stringMatching(/^Home page first-load JS .* is over the 88\.0 KB budget$/),
    ]);
  });

  it('given another page over the page budget, should name it', () => {
    expect(budgetErrors([page('/', 1), page('/contact', pageJsBudgetBytes + 1)])).toEqual([
      expect.stringMatching(/^\/contact first-load JS .* is over the 110\.0 KB page budget$/),
    ]);
  });

  it('given Firebase code in any first-load chunk, should name the page and the chunk', () => {
    expect(budgetErrors([page('/', 1), page('/contact', 1, ['/assets/firebase-1.js'])])).toEqual([
      '/contact loads Firebase code up front: /assets/firebase-1.js',
    ]);
  });
});
