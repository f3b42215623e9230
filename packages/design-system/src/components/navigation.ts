// Public exports of this component group; index.ts re-exports this file.
export { Header, type HeaderProps, type HeaderBrand, type HeaderPart } from './Header/Header';
export type { NavItem, NavAction } from './Header/navItems';
export { Footer, type FooterProps, type FooterColumn } from './Footer/Footer';
export type { PostalAddress } from './Footer/FooterContact';
export { socialNetworks, type SocialNetwork } from './Footer/SocialIcon';
export {
  ThemeControl,
  themeChoices,
  type ThemeChoice,
  type ThemeControlProps,
} from './ThemeControl/ThemeControl';
export { SkipLink, skipLinkTargetProps, type SkipLinkProps } from './SkipLink/SkipLink';
export {
  FilterLinks,
  type FilterLinksProps,
  type FilterGroup,
  type FilterChoice,
} from './FilterLinks/FilterLinks';
