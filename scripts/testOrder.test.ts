import { describe, expect, it } from 'vitest';
import { runsTestsSideBySide } from './testOrder';

describe('which test files run their tests side by side', () => {
  it('given describe.concurrent, describe.concurrent.each or it.concurrent, should say so', () => {
    expect(runsTestsSideBySide("describe.concurrent.each(routes)('$url', () => {})")).toBe(true);
    expect(runsTestsSideBySide("describe.concurrent('pages', () => {})")).toBe(true);
    expect(runsTestsSideBySide("it.concurrent('a page', async () => {})")).toBe(true);
  });

  it('given plain describe and it, or the word in a comment about concurrency, should not', () => {
    expect(runsTestsSideBySide("describe.each(routes)('$url', () => { it('loads', () => {}) })")).toBe(false);
    expect(runsTestsSideBySide('// tests here are not concurrent')).toBe(false);
  });
});
