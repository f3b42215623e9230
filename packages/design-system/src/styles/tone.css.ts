import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/**
 * Colours that depend on the surface behind them. A surface (Section, Card, CallToAction) sets these
 * variables; text components read them with a light-surface fallback, so muted text on the dark inverse
 * band stays readable without every component knowing about bands.
 */
export const toneVars = {
  muted: createVar(),
  emphasis: createVar(),
  focus: createVar(),
  link: createVar(),
};

export const mutedInk = fallbackVar(toneVars.muted, vars.color.inkMuted);
export const emphasisInk = fallbackVar(toneVars.emphasis, vars.color.highlight);

/** For surfaces with light backgrounds (the page, sunken bands, cards). */
export const onLightSurface = style({
  vars: {
    [toneVars.muted]: vars.color.inkMuted,
    [toneVars.emphasis]: vars.color.highlight,
    [toneVars.focus]: vars.color.focus,
    [toneVars.link]: vars.color.accent,
  },
});

/** For the dark inverse surface. */
export const onInverseSurface = style({
  vars: {
    [toneVars.muted]: vars.color.inverseMuted,
    [toneVars.emphasis]: vars.color.onInverse,
    [toneVars.focus]: vars.color.focusOnInverse,
    // Plain links (the reset reads this): the accent fails contrast on the dark band.
    [toneVars.link]: vars.color.onInverse,
  },
});

// The standard focus ring is blue, made for light surfaces. Inside a dark band the ring takes the
// surface's focus colour: amber on the band itself, blue again inside a light card on the band (the
// card resets the variable). The doubled class outranks components' own `:focus-visible` rules.
globalStyle(`${onInverseSurface}${onInverseSurface} :focus-visible`, {
  outlineColor: toneVars.focus,
});
