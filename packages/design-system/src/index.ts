/** The public API of the design system. The site imports only from here. */
import './styles/global';

export { vars } from './tokens/contract.css';
export * as tokens from './tokens/tokens';
export { contrastRatio } from './tokens/contrast';
export { fontPreloads } from './tokens/fontFiles';
export { media } from './styles/media';
export { bottomLayersHeight } from './styles/bottomLayers';
// Words for screen readers only, for a page's own announcements (a live count, a status).
export { visuallyHidden } from './styles/visuallyHidden.css';

export { Button, type ButtonProps } from './components/Button/Button';
export { buttonVariants, buttonSizes } from './components/Button/Button.css';
export { Container, type ContainerProps } from './components/Container/Container';
export { containerWidthNames } from './components/Container/Container.css';

export { Link } from './components/Link/Link';
export {
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
} from './components/LinkProvider/LinkProvider';

// Component groups: each file lists its own public exports.
export * from './components/navigation'; // Header, Footer, SkipLink
export * from './components/feedback'; // CookieBanner, Toasts, PreviewBanner
export * from './components/forms'; // Field, TextInput, TextArea, Checkbox, CheckboxGroup, HoneypotField
export * from './components/content'; // Hero, Section, Card, ServiceCard, grids, CallToAction, Icon, ...
export * from './components/motion'; // Reveal, Stagger, MotionProvider
export * from './components/inbox'; // the staff inbox: list, filters, message view, sign-in, states
