import { pageHandle } from '../../seo/pageHandle';
import { homePage } from '../../content/pages/home';
import { HomeHero } from './sections/HomeHero';
import { RestaurantSolutions } from './sections/RestaurantSolutions';
import { ItServices } from './sections/ItServices';
import { RicotapSection } from './sections/RicotapSection';
import { ProcessSection } from './sections/ProcessSection';
import { ClosingCallToAction } from './sections/ClosingCallToAction';

export const handle = pageHandle(homePage);

/** The home page: its sections in the order the page shows them. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <RestaurantSolutions />
      <ItServices />
      <RicotapSection />
      <ProcessSection />
      <ClosingCallToAction />
    </>
  );
}
