import { aboutPage } from '../src/content/pages/about';
import { careersPage } from '../src/content/pages/careers';
import { jobsPage } from '../src/content/pages/jobs';
import { jobsAppliedPage } from '../src/content/pages/jobsApplied';
import { filteredJobsPages } from '../src/content/pages/jobsFiltered';
import { recruitmentPrivacyPage } from '../src/content/pages/recruitmentPrivacy';
import { rolePages } from '../src/content/pages/role';
import { speculativePage } from '../src/content/pages/speculative';
import { contactPage } from '../src/content/pages/contact';
import { contactSentPage } from '../src/content/pages/contactSent';
import { homePage } from '../src/content/pages/home';
import { inboxPage } from '../src/content/pages/inbox';
import { notFoundPage } from '../src/content/pages/notFound';
import { placeholders } from '../src/content/pages/placeholders';
import { privacyPage } from '../src/content/pages/privacy';
import { servicesPage } from '../src/content/pages/servicesPage';
import { eposPage } from '../src/content/pages/epos';
import { pageRoutes } from '../src/routeTable';
import { routeMeta } from '../src/seo/routePages';

/** The h1 each route's page shows, by route id, from the same content the pages render. */
export const expectedHeadings: Record<string, string> = {
  home: homePage.hero.title,
  about: aboutPage.hero.title,
  services: servicesPage.hero.title,
  'epos-table-ordering': eposPage.hero.title,
  contact: contactPage.hero.title,
  'contact-sent': contactSentPage.title,
  privacy: privacyPage.hero.title,
  'not-found': notFoundPage.title,
  inbox: inboxPage.title,
  jobs: jobsPage.hero.title,
  ...Object.fromEntries(Object.keys(filteredJobsPages).map((id) => [id, jobsPage.hero.title])),
  ...Object.fromEntries(Object.entries(rolePages).map(([id, page]) => [id, page.role.title])),
  'jobs-speculative': speculativePage.title,
  'jobs-applied': jobsAppliedPage.title,
  careers: careersPage.hero.title,
  'careers-privacy': recruitmentPrivacyPage.hero.title,
  ...Object.fromEntries(Object.entries(placeholders).map(([id, page]) => [id, page.title])),
};

/** A path for every route: its own, or an unknown one for the not-found route. */
// The filtered lists of roles are one page (one module and layout, only the roles differ): the
// suites that visit every route visit the first of them, and jobFilters.test.ts reads every one.
const filteredLists = new Set(Object.keys(filteredJobsPages));
const [firstFilteredList] = filteredLists;

export const routeCases = pageRoutes
  .filter((route) => !filteredLists.has(route.id) || route.id === firstFilteredList)
  .map((route) => ({
    ...route,
    meta: routeMeta(route.id),
    url: route.path === '*' ? '/no/such/page' : route.path,
  }));
