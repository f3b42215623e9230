/**
 * The six services as the contact model knows them (id and title). The site's service content
 * (site/src/content/services.ts) extends these entries, and the form's interest options, the
 * server-side schema and the Firestore rules all accept exactly these ids.
 */
export const serviceOptions = [
  { id: 'epos-table-ordering', title: 'EPOS & Table Ordering' },
  { id: 'application-implementation', title: 'Application Implementation' },
  { id: 'cloud-mobile', title: 'Cloud & Mobile Development' },
  { id: 'data-analytics', title: 'Data & Analytics' },
  { id: 'web-infrastructure', title: 'Web Development & Infrastructure' },
  { id: 'seo-marketing', title: 'SEO & Digital Marketing' },
] as const;

export type ServiceId = (typeof serviceOptions)[number]['id'];

export const serviceIds: readonly ServiceId[] = serviceOptions.map((s) => s.id);
