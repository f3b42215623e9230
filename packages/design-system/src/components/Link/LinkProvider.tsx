// Until Header, Footer and CookieBanner import Link from './Link' and the provider from its own
// folder, this keeps their imports working. Nothing else should import it.
export { Link } from './Link';
export {
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
} from '../LinkProvider/LinkProvider';
