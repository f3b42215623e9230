import { describe, expect, it } from 'vitest';
import { matchesQuery, parseInboxQuery } from './query';

const ann = {
  name: 'Ann Example',
  email: 'ann@example.co.uk',
  company: 'Example Bistro',
  interest: ['cloud-mobile'],
  read: false,
};

describe('parseInboxQuery', () => {
  it('given empty parameters, should mean no filter', () => {
    expect(parseInboxQuery({ status: '', interest: '', q: '' })).toEqual({ ok: true, query: {} });
  });

  it('given a padded search, should trim it; given only spaces, should drop it', () => {
    expect(parseInboxQuery({ q: '  Bistro ' })).toEqual({ ok: true, query: { q: 'Bistro' } });
    expect(parseInboxQuery({ q: '   ' })).toEqual({ ok: true, query: {} });
  });

  it('given an unknown status, interest or key, or a search over 100 characters, should say what is wrong', () => {
    expect(parseInboxQuery({ status: 'read' })).toEqual({
      ok: false,
      message: 'status must be "unread" or left out',
    });
    expect(JSON.stringify(parseInboxQuery({ interest: 'cooking' }))).toContain('interest must be one of');
    expect(parseInboxQuery({ sort: 'name' })).toEqual({ ok: false, message: 'Unknown filter: sort' });
    expect(JSON.stringify(parseInboxQuery({ q: 'x'.repeat(101) }))).toContain('at most 100 characters');
    expect(parseInboxQuery({ q: 'x'.repeat(100) })).toMatchObject({ ok: true });
  });
});

describe('matchesQuery', () => {
  it('should find the search text in the name, e-mail or company whatever its case, and nowhere else', () => {
    expect(matchesQuery(ann, { q: 'ANN' })).toBe(true);
    expect(matchesQuery(ann, { q: 'example.co' })).toBe(true);
    expect(matchesQuery(ann, { q: 'bistro' })).toBe(true);
    expect(matchesQuery(ann, { q: 'cloud' })).toBe(false);
  });

  it('should keep unread messages only, and messages naming the interest only', () => {
    expect(matchesQuery(ann, { status: 'unread' })).toBe(true);
    expect(matchesQuery({ ...ann, read: true }, { status: 'unread' })).toBe(false);
    expect(matchesQuery(ann, { interest: 'cloud-mobile' })).toBe(true);
    expect(matchesQuery(ann, { interest: 'seo-marketing' })).toBe(false);
  });
});
