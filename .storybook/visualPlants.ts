/**
 * Changes a designer would call regressions, planted one per story by the gate's self-test
 * (scripts/visualSelfTest.ts) to prove the screenshot comparison catches each of them. Each is
 * small on purpose: if the comparison's tolerance ever grows loose enough to let one through, the
 * self-test fails. Those planted in the dark theme go in after the light capture, once the same render
 * shows dark: they prove the dark capture, and axe's colour rules on it, still gate. No imports: the
 * self-test's Node side reads the list, the browser applies it.
 */
export interface VisualPlant {
  id: string;
  /** What a designer would see, for the self-test's printout. */
  change: string;
  /** The story file (path from the repo root) and the story's name as the test is named. */
  file: string;
  story: string;
  /** The theme the change is planted in (light when not said): only that theme's checks can catch it. */
  theme?: 'light' | 'dark';
  /** What must catch it: the screenshot comparison (when not said), or axe's colour rules. */
  caughtBy?: 'screenshot' | 'axe';
  /** Applies the change to the rendered story; `colorVar` names a colour role's CSS variable. */
  apply: (colorVar: (role: string) => string) => void;
}

const addStyle = (css: string) => {
  const style = document.createElement('style');
  style.dataset.visualPlant = '';
  style.textContent = css;
  document.head.append(style);
};
// The custom properties planted on <html>, so that removePlants can take them off again.
const plantedProperties = new Set<string>();
const setProperty = (name: string, value: string) => {
  plantedProperties.add(name);
  document.documentElement.style.setProperty(name, value);
};
/** A colour role's value on <html> now, in the theme the page shows. */
const valueOf = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Takes every planted change off the page, so the next story of the same file starts unchanged. */
export function removePlants(): void {
  for (const style of document.querySelectorAll('style[data-visual-plant]')) style.remove();
  for (const name of plantedProperties) document.documentElement.style.removeProperty(name);
  plantedProperties.clear();
}
const components = 'packages/design-system/src/components';

export const visualPlants: readonly VisualPlant[] = [
  {
    id: 'hue',
    change: 'the accent colour role turned 6 degrees of hue (HSL) towards orange',
    file: `${components}/Button/Button.stories.tsx`,
    story: 'Primary',
    apply: (colorVar) => {
      const name = colorVar('accent');
      setProperty(name, `hsl(from ${valueOf(name)} calc(h + 6) s l)`);
    },
  },
  {
    id: 'hairline',
    change: 'a 1 px hairline in the subtle border colour round the text field',
    file: `${components}/TextInput/TextInput.stories.tsx`,
    story: 'Filled',
    apply: (colorVar) =>
      addStyle(`input { box-shadow: 0 0 0 1px var(${colorVar('borderSubtle')}) !important; }`),
  },
  {
    id: 'shift',
    change: 'the button moved 2 px to the right',
    file: `${components}/Button/Button.stories.tsx`,
    story: 'Secondary',
    apply: () => addStyle('button { translate: 2px 0 !important; }'),
  },
  {
    id: 'belowTheFold',
    change: "the footer's links one weight step heavier, below the page's first screen",
    file: 'site/src/routes/home/HomePage.stories.tsx',
    story: 'Returning visitor',
    apply: () => addStyle('footer a { font-weight: 600 !important; }'),
  },
  {
    id: 'weight',
    change: 'body text one weight step heavier (400 to 500)',
    file: `${components}/Text/Text.stories.tsx`,
    story: 'Default',
    apply: () => addStyle('p { font-weight: 500 !important; }'),
  },
  {
    id: 'darkRaised',
    change: 'in the dark theme only, the raised surface (a card) 3 points of HSL lightness lighter',
    file: `${components}/Card/Card.stories.tsx`,
    story: 'As article',
    theme: 'dark',
    apply: (colorVar) => {
      const name = colorVar('surfaceRaised');
      setProperty(name, `hsl(from ${valueOf(name)} h s calc(l + 3))`);
    },
  },
  {
    id: 'darkContrast',
    change: 'in the dark theme only, muted text dimmed to 3.75:1 on the page (AA asks 4.5:1)',
    file: `${components}/Text/Text.stories.tsx`,
    story: 'Muted',
    theme: 'dark',
    caughtBy: 'axe',
    apply: (colorVar) => setProperty(colorVar('inkMuted'), '#687384'),
  },
];
