/*
 * The icons the site may use, each imported by name so the bundler keeps only these (lucide-react is
 * side-effect free). Keys are the names the site's content uses; lucide 1.x renamed some icons
 * (BarChart3 is now ChartColumn), so the key stays stable while the import follows the library.
 */
import {
  ArrowLeft,
  ArrowRight,
  ChartColumn,
  Check,
  ChefHat,
  Clock,
  Cloud,
  Code,
  Globe,
  Headphones,
  Heart,
  Layers,
  Lightbulb,
  Mail,
  MapPin,
  Monitor,
  Palette,
  Phone,
  QrCode,
  Rocket,
  Search,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Target,
  TrendingUp,
  Users,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';

export const iconMap = {
  // The six service icons.
  ShoppingCart,
  Smartphone,
  BarChart3: ChartColumn,
  Globe,
  Search,
  Palette,
  // Feature, value and process icons.
  QrCode,
  Monitor,
  WifiOff,
  ChefHat,
  TrendingUp,
  Users,
  ShieldCheck,
  Heart,
  Lightbulb,
  Target,
  Rocket,
  Headphones,
  Layers,
  Cloud,
  Code,
  // Interface and contact icons.
  Check,
  ArrowRight,
  ArrowLeft,
  Mail,
  Phone,
  MapPin,
  Clock,
} satisfies Record<string, LucideIcon>;

/** A name from the design system's icon set. */
export type IconName = keyof typeof iconMap;

/** Every icon name, for controls and the overview story. */
export const iconNames = Object.keys(iconMap) as IconName[];
