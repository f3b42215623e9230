// Public exports of this component group; index.ts re-exports this file.
export { Header, type HeaderProps, type HeaderBrand } from './Header/Header';
export type { NavItem, NavAction } from './Header/navItems';
