export { serviceIds, serviceOptions, type ServiceId } from './services';
