import { describe, expect, it } from 'vitest';
import { LocalBackendBanner } from '../lib/localBackend/LocalBackendBanner';
import { ApplicationFormIsland } from './ApplicationFormIsland';
import { ConsentIsland } from './ConsentIsland';
import { ContactFormIsland } from './ContactFormIsland';
import { CookieSettingsIsland } from './CookieSettingsIsland';
import { HeaderIsland } from './HeaderIsland';
import { InboxIsland } from './InboxIsland';
import { islandComponents, isIslandName } from './islandComponents';

// What the layout and the pages render under each name (<Island name=... component=...>): the
// browser must load that very component for the root of that name, or it hydrates something else.
const rendered = {
  header: HeaderIsland,
  consent: ConsentIsland,
  contactForm: ContactFormIsland,
  applicationForm: ApplicationFormIsland,
  cookieSettings: CookieSettingsIsland,
  inbox: InboxIsland,
  previewBanner: LocalBackendBanner,
};

describe('islandComponents', () => {
  it.each(Object.entries(rendered))(
    'should load, for "%s", the component rendered there',
    async (name, component) => {
      if (!isIslandName(name)) throw new Error(`${name} is not an island name`);
      await expect(islandComponents[name]()).resolves.toBe(component);
    },
  );

  it('should have no name nothing renders', () => {
    expect(Object.keys(islandComponents).sort()).toEqual(Object.keys(rendered).sort());
  });

  it('should not take an unknown name for an island', () => {
    expect(isIslandName('footer')).toBe(false);
    expect(isIslandName('toString')).toBe(false);
  });
});
