/** The public API of the design system. The site imports only from here. */
import './styles/global';

export { vars } from './tokens/contract.css';
export * as tokens from './tokens/tokens';
export { contrastRatio } from './tokens/contrast';
export { fontPreloads } from './tokens/fontFiles';
export { media } from './styles/media';

export { Button, type ButtonProps } from './components/Button/Button';
export { buttonVariants, buttonSizes } from './components/Button/Button.css';
export { Container, type ContainerProps } from './components/Container/Container';
export { containerWidthNames } from './components/Container/Container.css';
