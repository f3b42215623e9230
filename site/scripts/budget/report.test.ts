import { describe, expect, it } from 'vitest';
import {
  budgetErrors,
  formJsBudgetBytes,
  inboxJsBudgetBytes,
  isInboxFile,
  pageJsBudgetBytes,
} from './report';

const page = (path: string, jsBytes: number, firebaseChunks: string[] = [], inboxFiles: string[] = []) => ({
  path,
  jsBytes,
  cssBytes: 1000,
  firebaseChunks,
  inboxFiles,
  hasForm: path === '/contact',
});

describe('budgetErrors', () => {
  it('given every page within its budget and no Firebase up front, should pass', () => {
    expect(
      budgetErrors([page('/', pageJsBudgetBytes), page('/about', 1), page('/contact', formJsBudgetBytes)]),
    ).toEqual([]);
  });

  it('given a content page over 45 KB, should name it and its size', () => {
    expect(budgetErrors([page('/', 1), page('/about', pageJsBudgetBytes + 1)])).toEqual([
      expect.stringMatching(/^\/about loads 45\.0 KB of JavaScript, over its 45\.0 KB budget$/),
    ]);
  });

  it('given the contact page over 70 KB, should name it; 50 KB there is fine', () => {
    expect(budgetErrors([page('/', 1), page('/contact', 50 * 1024)])).toEqual([]);
    expect(budgetErrors([page('/', 1), page('/contact', formJsBudgetBytes + 1)])).toEqual([
      expect.stringMatching(/^\/contact loads .* over its 70\.0 KB budget$/),
    ]);
  });

  it('given a role page with its application form, should give it the form pages’ 70 KB', () => {
    const role = { ...page('/jobs/react-developer', 68 * 1024), hasForm: true };
    expect(budgetErrors([page('/', 1), role])).toEqual([]);
    expect(budgetErrors([page('/', 1), { ...role, jsBytes: formJsBudgetBytes + 1 }])).toEqual([
      expect.stringMatching(/^\/jobs\/react-developer loads .* over its 70\.0 KB budget$/),
    ]);
    // A page without a form keeps the content pages' budget, wherever it is.
    expect(budgetErrors([page('/', 1), page('/jobs/applied', 46 * 1024)])).toHaveLength(1);
  });

  it('given Firebase code in any script fetched on load, should name the page and the script', () => {
    expect(budgetErrors([page('/', 1), page('/contact', 1, ['/assets/firebase-1.js'])])).toEqual([
      '/contact loads Firebase code up front: /assets/firebase-1.js',
    ]);
  });

  it('given the staff inbox, should allow it Firebase and its own code, within its own budget', () => {
    const inbox = (jsBytes: number) =>
      page('/inbox', jsBytes, ['/assets/inbox-1.js'], ['/assets/inbox-1.js', '/assets/inbox-2.css']);
    expect(budgetErrors([page('/', 1), inbox(inboxJsBudgetBytes)])).toEqual([]);
    expect(budgetErrors([page('/', 1), inbox(inboxJsBudgetBytes + 1)])).toEqual([
      expect.stringMatching(/^\/inbox loads .* over its 100\.0 KB budget$/),
    ]);
  });

  it("given any other page fetching the inbox's code or stylesheet, should name the page and the files", () => {
    expect(budgetErrors([page('/', 1, [], ['/assets/inbox-2.css'])])).toEqual([
      "/ loads the staff inbox's code: /assets/inbox-2.css",
    ]);
  });

  it("should know the inbox's files by their name, and Firebase Authentication wherever it went", () => {
    expect(isInboxFile({ url: '/assets/inbox-Ab1.js', text: '' })).toBe(true);
    expect(isInboxFile({ url: '/assets/inbox-Cd2.css', text: '' })).toBe(true);
    expect(
      isInboxFile({ url: '/assets/dist-1.js', text: 'fetch("https://identitytoolkit.googleapis.com")' }),
    ).toBe(true);
    expect(isInboxFile({ url: '/assets/InboxPage-1.js', text: '' })).toBe(false);
    expect(isInboxFile({ url: '/assets/HeaderIsland-1.js', text: 'inbox' })).toBe(false);
  });

  it('given no home page, should say so', () => {
    expect(budgetErrors([page('/about', 1)])).toEqual(['No prerendered home page']);
  });
});
