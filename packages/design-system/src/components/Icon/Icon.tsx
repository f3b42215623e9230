import { icon, type IconVariants } from './Icon.css';
import { iconMap, type IconName } from './iconMap';

export interface IconProps {
  /** Which icon: one of the design system's set, by the names the site uses (`ShoppingCart`, `BarChart3`). */
  name: IconName;
  /**
   * What the icon means, when it carries meaning on its own (an icon-only link). Leave it out for
   * decorative icons next to text: they are hidden from screen readers.
   */
  label?: string;
  /** sm 16 px, md 20 px (default), lg 24 px, xl 32 px; the colour follows the text (currentColor). */
  size?: IconVariants['size'];
  className?: string;
}

/** A lucide icon from the design system's set, decorative unless labelled. */
export function Icon({ name, label, size, className }: IconProps) {
  const Svg = iconMap[name];
  const classes = [icon({ size }), className].filter(Boolean).join(' ');
  if (label) {
    return <Svg className={classes} role="img" aria-label={label} focusable="false" />;
  }
  return <Svg className={classes} aria-hidden="true" focusable="false" />;
}
