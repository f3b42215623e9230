import { describe, expect, it } from 'vitest';
import { apiQuery, filtersFromSearch, noFilters, searchFromFilters } from './inboxFilters';

describe('the inbox filters in the address', () => {
  it('given no query, should filter nothing', () => {
    expect(filtersFromSearch('')).toEqual(noFilters);
    expect(searchFromFilters(noFilters)).toBe('');
  });

  it('should read back every filter it wrote, the search as typed', () => {
    const filters = { unreadOnly: true, interest: 'cloud-mobile', search: 'Baker & Co ' };
    const search = searchFromFilters(filters);
    expect(search).toBe('?status=unread&interest=cloud-mobile&q=Baker+%26+Co+');
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('given values it cannot mean, should leave them out instead of failing', () => {
    expect(filtersFromSearch('?status=read&interest=teleportation&q=ann&page=2')).toEqual({
      unreadOnly: false,
      interest: '',
      search: 'ann',
    });
  });

  it('given a search longer than the API takes, should cut it to 100 characters', () => {
    expect(filtersFromSearch(`?q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('given a search of spaces only, should not put it in the address', () => {
    expect(searchFromFilters({ ...noFilters, search: '   ' })).toBe('');
  });

  it('should give the API the same filters, empty ones left out and the search trimmed', () => {
    expect(apiQuery({ unreadOnly: true, interest: 'seo-marketing', search: ' ann ' })).toEqual({
      status: 'unread',
      interest: 'seo-marketing',
      q: 'ann',
    });
    expect(apiQuery(noFilters)).toEqual({});
  });
});
