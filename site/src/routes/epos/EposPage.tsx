import { pageHandle } from '../../seo/pageHandle';
import { eposPage } from '../../content/pages/epos';
import { EposHero } from './sections/EposHero';
import { EposFeatures } from './sections/EposFeatures';
import { EposResults } from './sections/EposResults';
import { EposCapabilities } from './sections/EposCapabilities';
import { EposImplementation } from './sections/EposImplementation';
import { EposCallToAction } from './sections/EposCallToAction';

export const handle = pageHandle(eposPage);

/** EPOS & Table Ordering: the one service with its full page. */
export default function EposPage() {
  return (
    <>
      <EposHero />
      <EposFeatures />
      <EposResults />
      <EposCapabilities />
      <EposImplementation />
      <EposCallToAction />
    </>
  );
}
