import * as styles from './StaffSecondFactor.css';

export interface QrCodeProps {
  /** The code's modules, row by row, true where dark (the site encodes the address it carries). */
  modules: readonly (readonly boolean[])[];
  /** What it is, for screen readers (e.g. "QR code for your authenticator app"). */
  label: string;
}

/** Quiet zone round the code, in modules: scanners need four. */
const border = 4;

/**
 * A QR code drawn as one SVG path, one unit per module, crisp at any size. Dark on light in either
 * theme: many scanners do not read a code drawn light on dark.
 */
export function QrCode({ modules, label }: QrCodeProps) {
  const size = modules.length + border * 2;
  const path = modules
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + border} ${y + border}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={styles.qrCode}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} className={styles.qrLight} />
      <path d={path} className={styles.qrDark} />
    </svg>
  );
}
