import { vars } from '@rico/design-system';
import { brandMark } from './brandMark';

/** The header and footer logo, drawn inline from the theme's colour roles. Decorative: the brand name sits beside it. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox={brandMark.viewBox} width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx={brandMark.tileRadius} fill={vars.color.ink} />
      <path d={brandMark.ticket} fill={vars.color.accent} />
      <path
        d={brandMark.lines}
        stroke={vars.color.surface}
        strokeWidth={brandMark.lineWidth}
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
