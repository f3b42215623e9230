import { themeStorageKey as answerPagesKey } from '@rico/functions/theme';
import { describe, expect, it } from 'vitest';
import { themeStorageKey } from '../../content/themeStorageKey';

describe('the theme choice on the contact form answer pages', () => {
  it('given the footer stores the choice, should be read by the answer pages under the same key', () => {
    expect(answerPagesKey).toBe(themeStorageKey);
  });
});
