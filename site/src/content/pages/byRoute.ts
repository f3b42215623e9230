import { aboutPage } from './about';
import { careersPage } from './careers';
import { jobsPage } from './jobs';
import { jobsAppliedPage } from './jobsApplied';
import { filteredJobsPages } from './jobsFiltered';
import { recruitmentPrivacyPage } from './recruitmentPrivacy';
import { rolePages } from './role';
import { speculativePage } from './speculative';
import { contactPage } from './contact';
import { contactSentPage } from './contactSent';
import { eposPage } from './epos';
import { homePage } from './home';
import { inboxPage } from './inbox';
import { notFoundPage } from './notFound';
import { placeholders } from './placeholders';
import { privacyPage } from './privacy';
import { servicesPage } from './servicesPage';

/**
 * Every page's content module by its route id (routeTable.ts): where the build, the sitemap and the
 * tests find a page's metadata. The browser does not load this: each page module hands its own
 * content to the document head (seo/pageHandle.ts), so a page downloads only its own copy.
 */
export const pagesByRoute = {
  home: homePage,
  about: aboutPage,
  services: servicesPage,
  'epos-table-ordering': eposPage,
  ...placeholders,
  jobs: jobsPage,
  ...filteredJobsPages,
  ...rolePages,
  'jobs-speculative': speculativePage,
  'jobs-applied': jobsAppliedPage,
  careers: careersPage,
  'careers-privacy': recruitmentPrivacyPage,
  privacy: privacyPage,
  contact: contactPage,
  'contact-sent': contactSentPage,
  inbox: inboxPage,
  'not-found': notFoundPage,
} as const;
