import { describe, expect, it } from 'vitest';
import { budgetErrors, contactJsBudgetBytes, pageJsBudgetBytes } from './report';

const page = (path: string, jsBytes: number, firebaseChunks: string[] = []) => ({
  path,
  jsBytes,
  cssBytes: 1000,
  firebaseChunks,
});

describe('budgetErrors', () => {
  it('given every page within its budget and no Firebase up front, should pass', () => {
    expect(
      budgetErrors([page('/', pageJsBudgetBytes), page('/about', 1), page('/contact', contactJsBudgetBytes)]),
    ).toEqual([]);
  });

  it('given a content page over 45 KB, should name it and its size', () => {
    expect(budgetErrors([page('/', 1), page('/about', pageJsBudgetBytes + 1)])).toEqual([
      expect.stringMatching(/^\/about loads 45\.0 KB of JavaScript, over its 45\.0 KB budget$/),
    ]);
  });

  it('given the contact page over 70 KB, should name it; 50 KB there is fine', () => {
    expect(budgetErrors([page('/', 1), page('/contact', 50 * 1024)])).toEqual([]);
    expect(budgetErrors([page('/', 1), page('/contact', contactJsBudgetBytes + 1)])).toEqual([
      expect.stringMatching(/^\/contact loads .* over its 70\.0 KB budget$/),
    ]);
  });

  it('given Firebase code in any script fetched on load, should name the page and the script', () => {
    expect(budgetErrors([page('/', 1), page('/contact', 1, ['/assets/firebase-1.js'])])).toEqual([
      '/contact loads Firebase code up front: /assets/firebase-1.js',
    ]);
  });

  it('given no home page, should say so', () => {
    expect(budgetErrors([page('/about', 1)])).toEqual(['No prerendered home page']);
  });
});
