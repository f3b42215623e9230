// @vitest-environment happy-dom
import { h } from 'preact';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from './preactDomClient';

describe('hydrateRoot (preact/compat) given the document', () => {
  it('should adopt the prerendered <html> and its nodes, not build a second document inside it', async () => {
    document.documentElement.innerHTML =
      '<head><title>Home</title></head><body><main><button type="button">Go</button></main></body>';
    const html = document.documentElement;
    const button = document.querySelector('button');
    const onClick = vi.fn();

    const app = h(
      'html',
      null,
      h('head', null, h('title', null, 'Home')),
      h('body', null, h('main', null, h('button', { type: 'button', onClick }, 'Go'))),
    );
    hydrateRoot(document, app as unknown as ReactNode);
    await Promise.resolve();

    expect(document.documentElement).toBe(html);
    expect(document.querySelectorAll('html, head, body')).toHaveLength(3);
    expect(document.querySelector('button')).toBe(button);
    button?.click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
