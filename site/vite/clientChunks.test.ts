import { describe, expect, it } from 'vitest';
import { reactModule } from '../src/runtime/preactClientPlugin';
import { isFramework, isInboxModule, isStylesheet } from './clientChunks';

describe('client chunks', () => {
  it('should recognise the framework by package name and every kind of stylesheet module', () => {
    expect(isFramework('/x/node_modules/.pnpm/preact@10.0.0/node_modules/preact/dist/preact.mjs')).toBe(true);
    expect(isFramework(reactModule)).toBe(true);
    expect(isFramework('/x/node_modules/.pnpm/react-router@8/node_modules/react-router/dist/index.js')).toBe(
      false,
    );
    expect(isStylesheet('/x/src/components/Button/Button.css.ts.vanilla.css')).toBe(true);
    expect(isStylesheet('/x/node_modules/@fontsource-variable/figtree/wght.css')).toBe(true);
    expect(isStylesheet('/x/src/components/Button/Button.tsx')).toBe(false);
  });

  it("should take the inbox's own modules, its style modules and Firebase Auth, and nothing of a visitor's page", () => {
    for (const id of [
      '/x/site/src/routes/inbox/StaffInbox.tsx',
      '/x/site/src/routes/inbox/StaffInbox.css.ts.vanilla.css?source=abc',
      '/x/site/src/islands/InboxIsland.tsx',
      '/x/site/src/content/inbox.ts',
      '/x/packages/design-system/src/components/Inbox/InboxStates.css.ts',
      '/x/node_modules/.pnpm/@firebase+auth@1.13.9/node_modules/@firebase/auth/dist/esm/index.js',
      '/x/node_modules/.pnpm/firebase@13.2.0/node_modules/firebase/auth/dist/esm/index.esm.js',
    ])
      expect(isInboxModule(id), id).toBe(true);
    for (const id of [
      // The page's route module is a build entry, never the inbox's chunk.
      '/x/site/src/routes/inbox/InboxPage.tsx',
      '/x/site/src/routes/inbox/InboxPage.tsx?__react-router-build-client-route',
      '/x/site/src/content/pages/inbox.ts',
      '/x/packages/design-system/src/components/Button/Button.css.ts',
      '/x/node_modules/.pnpm/@firebase+app@0.14.0/node_modules/@firebase/app/dist/esm/index.esm.js',
      '/x/site/src/routes/contact/ContactForm.tsx',
    ])
      expect(isInboxModule(id), id).toBe(false);
  });
});
