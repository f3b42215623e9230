import { describe, expect, it } from 'vitest';
import { aboutPage } from './about';
import { pagesByRoute } from './byRoute';
import { assertPageCopy, pageCopyProblems } from './pageSchema';

describe('page copy schema', () => {
  it('should accept every page of the site as it is', () => {
    expect(() => assertPageCopy(pagesByRoute)).not.toThrow();
  });

  it('given a 300-character About description, should fail naming the page and the field', () => {
    const tooLong = { ...aboutPage, meta: { ...aboutPage.meta, description: 'Who we are. '.repeat(25) } };
    expect(() => assertPageCopy({ ...pagesByRoute, about: tooLong })).toThrow(
      /Page "about", meta\.description: has 300 characters; search results show about 160/,
    );
  });

  it('given a title over 60 characters, should fail naming the page and the field', () => {
    const page = { ...aboutPage, meta: { ...aboutPage.meta, title: 'A'.repeat(61) } };
    expect(pageCopyProblems('about', page)).toEqual([
      'Page "about", meta.title: has 61 characters; search results show about 60, keep it within that',
    ]);
  });

  it('given a blank or padded text in a section, should name where it is', () => {
    const page = {
      ...aboutPage,
      mission: { ...aboutPage.mission, title: '' },
      values: { ...aboutPage.values, items: [{ ...aboutPage.values.items[0], description: 'Quality. ' }] },
    };
    expect(pageCopyProblems('about', page)).toEqual([
      'Page "about", mission.title: is empty',
      'Page "about", values.items.0.description: starts or ends with spaces',
    ]);
  });

  it('given a page without metadata, should say the metadata is missing', () => {
    expect(pageCopyProblems('about', { hero: aboutPage.hero })[0]).toMatch(/^Page "about", meta: /);
  });
});
