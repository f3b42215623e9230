import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faviconDataUrl, faviconSvg } from './favicon';

describe('the favicon', () => {
  it('should be the same drawing in every page and in public/favicon.svg', () => {
    const file = readFileSync(join(import.meta.dirname, '../../public/favicon.svg'), 'utf8');
    expect(file).toBe(faviconSvg());
    expect(decodeURIComponent(faviconDataUrl().replace('data:image/svg+xml,', ''))).toBe(file);
  });
});
