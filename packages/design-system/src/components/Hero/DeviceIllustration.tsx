import * as s from './DeviceIllustration.css';
import { qrModules } from './qrModules';

export interface DeviceIllustrationProps {
  /** Describe the picture only if it adds information; by default it is decorative and hidden. */
  title?: string;
}

const tiles = [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => ({ row, col })));
const orderLines = [0, 1, 2, 3];
const finders: [number, number][] = [
  [0, 0],
  [8, 0],
  [0, 8],
];

/**
 * The brand's hero artwork, drawn in SVG from theme colours (no stock photos): a kitchen ticket, a
 * tablet till on its stand and a phone showing a table's QR menu.
 */
export function DeviceIllustration({ title }: DeviceIllustrationProps) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 560 440" className={s.svg} focusable="false" {...a11y}>
      <ellipse cx="290" cy="410" rx="250" ry="18" className={s.shadow} />
      {/* Kitchen ticket */}
      <g transform="rotate(-6 110 150)">
        <path
          d="M40 40h150v220l-15 10-15-10-15 10-15-10-15 10-15-10-15 10-15-10-15 10-15-10z"
          className={s.paper}
        />
        <rect x="58" y="60" width="80" height="12" rx="3" className={s.accent} />
        {[0, 1, 2, 3, 4, 5].map((line) => (
          <rect
            key={line}
            x="58"
            y={92 + line * 24}
            width={line % 2 ? 90 : 114}
            height="8"
            rx="4"
            className={s.rule}
          />
        ))}
        <rect x="58" y="236" width="50" height="8" rx="4" className={s.muted} />
      </g>
      {/* Tablet till on a stand */}
      <path d="M270 318h60l22 72h-104z" className={s.body} />
      <rect x="210" y="384" width="180" height="12" rx="6" className={s.body} />
      <rect x="120" y="88" width="360" height="238" rx="22" className={s.body} />
      <rect x="136" y="104" width="328" height="206" rx="10" className={s.screen} />
      {tiles.map(({ row, col }) => (
        <rect
          key={`${row}-${col}`}
          x={150 + col * 62}
          y={120 + row * 60}
          width="52"
          height="50"
          rx="8"
          className={(row + col) % 2 ? s.highlightSoft : s.accentSoft}
        />
      ))}
      <rect x="342" y="120" width="108" height="176" rx="8" className={s.highlightSoft} />
      {orderLines.map((line) => (
        <rect
          key={line}
          x="354"
          y={134 + line * 22}
          width={line % 2 ? 60 : 84}
          height="8"
          rx="4"
          className={s.highlight}
        />
      ))}
      <rect x="354" y="256" width="84" height="28" rx="6" className={s.accent} />
      {/* Phone with a table's QR menu */}
      <rect x="392" y="196" width="126" height="226" rx="20" className={s.body} />
      <rect x="402" y="210" width="106" height="198" rx="12" className={s.screen} />
      <rect x="416" y="224" width="60" height="8" rx="4" className={s.ink} />
      <g transform="translate(422 244)">
        {finders.map(([x, y]) => (
          <g key={`${x}-${y}`} transform={`translate(${x * 6} ${y * 6})`}>
            <rect width="18" height="18" rx="2" className={s.ink} />
            <rect x="3" y="3" width="12" height="12" rx="1" className={s.screen} />
            <rect x="6" y="6" width="6" height="6" className={s.ink} />
          </g>
        ))}
        {qrModules.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x * 6} y={y * 6} width="6" height="6" className={s.ink} />
        ))}
      </g>
      <rect x="416" y="322" width="78" height="8" rx="4" className={s.rule} />
      <rect x="416" y="340" width="56" height="8" rx="4" className={s.rule} />
      <rect x="416" y="370" width="78" height="24" rx="12" className={s.accent} />
    </svg>
  );
}
