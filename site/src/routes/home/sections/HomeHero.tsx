import { DeviceIllustration, Hero } from '@rico/design-system';
import { homePage } from '../../../content/pages/home';
import { ActionLinks } from '../../shared/ActionLinks';

const { hero } = homePage;

/** The opening band: its h1 is the page's largest paint, in the prerendered HTML, never animated in. */
export function HomeHero() {
  return (
    <Hero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      actions={<ActionLinks primary={hero.primary} secondary={hero.secondary} />}
      illustration={<DeviceIllustration />}
    />
  );
}
