import type { ServiceId } from '@rico/contact';

/** A service's page. Its own module: the header's menu links every service without their copy. */
export const servicePath = (id: ServiceId) => `/services/${id}`;
