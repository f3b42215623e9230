import { contrastRatio } from '../tokens/contrast';
import {
  contrastPairs,
  durations,
  easings,
  fontSizes,
  fontWeights,
  lightColors,
  radii,
  shadows,
  space,
} from '../tokens/tokens';
import { vars } from '../tokens/contract.css';

/* Docs-only views over the token values: they read tokens.ts, so they cannot drift from the theme. */

const cell = { padding: '6px 12px', borderBottom: '1px solid #E7DDCF', textAlign: 'left' as const };

export function ColorContrastTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Sample</th>
          <th style={cell}>Foreground on background</th>
          <th style={cell}>Ratio</th>
          <th style={cell}>Needs</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(({ fg, bg, min }) => {
          const ratio = contrastRatio(lightColors[fg], lightColors[bg]);
          return (
            <tr key={`${fg}-${bg}`}>
              <td style={cell}>
                <span
                  style={{
                    display: 'inline-block',
                    padding: '4px 12px',
                    borderRadius: 6,
                    color: lightColors[fg],
                    background: lightColors[bg],
                    border: `2px solid ${min === 3 ? lightColors[fg] : 'transparent'}`,
                  }}
                >
                  Aa
                </span>
              </td>
              <td style={cell}>
                <code>{fg}</code> on <code>{bg}</code>
              </td>
              <td style={cell}>{ratio.toFixed(2)}:1</td>
              <td style={cell}>{min === 3 ? '3:1 (UI, large text)' : '4.5:1 (text)'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function ColorSwatches() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: 12 }}>
      {Object.entries(lightColors).map(([role, value]) => (
        <figure key={role} style={{ margin: 0 }}>
          <div style={{ height: 56, borderRadius: 8, background: value, border: '1px solid #8A7F72' }} />
          <figcaption style={{ fontSize: 13 }}>
            <code>{role}</code> {value}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {Object.entries(fontSizes).map(([name, size]) => (
        <p key={name} style={{ fontSize: size, fontFamily: vars.font.display, lineHeight: 1.2 }}>
          {name} · {size} · Restaurant Tech. Retail Speed.
        </p>
      ))}
      <p>
        Weights:{' '}
        {Object.entries(fontWeights).map(([name, weight]) => (
          <span key={name} style={{ fontWeight: weight, marginRight: 12 }}>
            {name} {weight}
          </span>
        ))}
      </p>
    </div>
  );
}

export function SpaceScale() {
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      {Object.entries(space).map(([name, value]) => (
        <div key={name} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <code style={{ width: 40 }}>{name}</code>
          <div style={{ width: value, height: 12, background: lightColors.highlight }} />
          <span>{value}</span>
        </div>
      ))}
    </div>
  );
}

export function RadiiAndShadows() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {Object.entries(radii).map(([name, value]) => (
        <div
          key={name}
          style={{
            width: 96,
            height: 64,
            borderRadius: value,
            border: `2px solid ${lightColors.border}`,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          radius {name}
        </div>
      ))}
      {Object.entries(shadows).map(([name, value]) => (
        <div
          key={name}
          style={{
            width: 120,
            height: 64,
            borderRadius: 12,
            boxShadow: value,
            background: '#fff',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          shadow {name}
        </div>
      ))}
    </div>
  );
}

export function MotionTable() {
  return (
    <ul>
      {Object.entries(durations).map(([name, value]) => (
        <li key={name}>
          duration <code>{name}</code>: {value}
        </li>
      ))}
      {Object.entries(easings).map(([name, value]) => (
        <li key={name}>
          easing <code>{name}</code>: {value}
        </li>
      ))}
    </ul>
  );
}
