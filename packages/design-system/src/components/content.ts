// Public exports of this component group; index.ts re-exports this file.
export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize } from './Heading/Heading';
export { Text, type TextProps } from './Text/Text';
export { Eyebrow } from './Eyebrow/Eyebrow';
export { Section, type SectionProps } from './Section/Section';
export { Hero, type HeroProps } from './Hero/Hero';
export { DeviceIllustration, type DeviceIllustrationProps } from './Hero/DeviceIllustration';
export { Card, type CardProps } from './Card/Card';
export { ServiceCard, type ServiceCardProps } from './ServiceCard/ServiceCard';
export { ServiceGrid, type ServiceGridProps } from './ServiceGrid/ServiceGrid';
export { RoleCard, RoleList, type RoleCardProps, type RoleListProps } from './RoleCard/RoleCard';
export { FactList, type FactListProps, type Fact } from './FactList/FactList';
export { FeatureGrid, type FeatureGridProps, type FeatureItem } from './FeatureGrid/FeatureGrid';
export { StatGrid, type StatGridProps, type Stat } from './StatGrid/StatGrid';
export { ProcessSteps, type ProcessStepsProps, type ProcessStep } from './ProcessSteps/ProcessSteps';
export { CallToAction, type CallToActionProps } from './CallToAction/CallToAction';
export {
  PlaceholderPage,
  type PlaceholderPageProps,
  type PlaceholderLink,
} from './PlaceholderPage/PlaceholderPage';
export { Icon, type IconProps } from './Icon/Icon';
export { iconNames, type IconName } from './Icon/iconMap';
