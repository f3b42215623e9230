import { DeviceIllustration, Hero } from '@rico/design-system';
import { eposPage } from '../../../content/pages/epos';
import { ActionLinks } from '../../shared/ActionLinks';

const { hero, cta } = eposPage;

export function EposHero() {
  return (
    <Hero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      actions={<ActionLinks primary={cta.primary} secondary={cta.secondary} />}
      illustration={<DeviceIllustration />}
    />
  );
}
