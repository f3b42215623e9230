import { contrastRatio } from '../tokens/contrast';
import {
  colorRoles,
  contrastPairs,
  durations,
  easings,
  fontSizes,
  fontWeights,
  lightColors,
  palettes,
  radii,
  space,
  themeNames,
} from '../tokens/tokens';
import { vars } from '../tokens/contract.css';

/* Docs-only views over the token values: they read tokens.ts, so they cannot drift from the theme. */

const cell = {
  padding: '6px 12px',
  borderBottom: `1px solid ${lightColors.borderSubtle}`,
  textAlign: 'left' as const,
};

function Sample({ fg, bg, ui }: { fg: string; bg: string; ui: boolean }) {
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '4px 12px',
        borderRadius: 6,
        color: fg,
        background: bg,
        border: `2px solid ${ui ? fg : 'transparent'}`,
        minWidth: 40,
        minHeight: 28,
        verticalAlign: 'middle',
      }}
    >
      {/* A 3:1 pair is for boundaries, not text: its sample is the edge alone. */}
      {ui ? null : 'Aa'}
    </span>
  );
}

/** Every promised pair, measured in each theme: the same list the unit test checks. */
export function ColorContrastTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Foreground on background</th>
          <th style={cell}>Needs</th>
          {themeNames.map((theme) => (
            <th key={theme} style={cell} colSpan={2}>
              {theme}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(({ fg, bg, min }) => (
          <tr key={`${fg}-${bg}`}>
            <td style={cell}>
              <code>{fg}</code> on <code>{bg}</code>
            </td>
            <td style={cell}>{min === 3 ? '3:1 (UI, large text)' : '4.5:1 (text)'}</td>
            {themeNames.flatMap((theme) => {
              const colors = palettes[theme];
              return [
                <td key={`${theme}-sample`} style={cell}>
                  <Sample fg={colors[fg]} bg={colors[bg]} ui={min === 3} />
                </td>,
                <td key={`${theme}-ratio`} style={cell}>
                  {contrastRatio(colors[fg], colors[bg]).toFixed(2)}:1
                </td>,
              ];
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each role's value in each theme, side by side. */
export function ColorSwatches() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 12 }}>
      {colorRoles.map((role) => (
        <figure key={role} style={{ margin: 0 }}>
          <div
            style={{
              display: 'flex',
              height: 56,
              borderRadius: 8,
              overflow: 'hidden',
              border: `1px solid ${lightColors.border}`,
            }}
          >
            {themeNames.map((theme) => (
              <div key={theme} style={{ flex: 1, background: palettes[theme][role] }} />
            ))}
          </div>
          <figcaption style={{ fontSize: 13 }}>
            <code>{role}</code> {themeNames.map((theme) => palettes[theme][role]).join(' / ')}
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
      {/* In each theme: the shadow on that theme's raised surface, over its page. */}
      {themeNames.map((theme) => (
        <div
          key={theme}
          data-theme={theme}
          style={{
            display: 'flex',
            gap: 16,
            padding: 16,
            background: vars.color.surface,
            color: vars.color.ink,
          }}
        >
          {(['sm', 'md', 'lg'] as const).map((name) => (
            <div
              key={name}
              style={{
                width: 120,
                height: 64,
                borderRadius: 12,
                boxShadow: vars.shadow[name],
                background: vars.color.surfaceRaised,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {theme} {name}
            </div>
          ))}
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
