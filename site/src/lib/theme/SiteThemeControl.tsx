import { useSyncExternalStore } from 'react';
import { ThemeControl, type ThemeChoice } from '@rico/design-system';
import { themeStorageKey } from '../../content/themeStorageKey';
import { themeControl } from '../../content/theme';
import * as styles from './SiteThemeControl.css';

const root = () => document.documentElement;

function subscribe(onChange: () => void) {
  root().addEventListener('themechange', onChange);
  return () => root().removeEventListener('themechange', onChange);
}

const current = (): ThemeChoice => {
  const theme = root().getAttribute('data-theme');
  return theme === 'light' || theme === 'dark' ? theme : 'system';
};

/**
 * The footer's theme choice. The head script (themeHeadScript.ts) stores and applies a change and
 * checks the radio of the theme in force, so in the built site these radios are plain HTML that
 * never hydrates. Rendered by React (Storybook), this component shows the state the script set.
 * Prerendered pages say System: the head script checks the visitor's radio as the page is parsed.
 */
export function SiteThemeControl() {
  const value = useSyncExternalStore(subscribe, current, () => 'system' as const);
  return (
    <div className={styles.whenScriptRuns}>
      {/* The change itself is the head script's: it listens on the document, so nothing to do here. */}
      <ThemeControl {...themeControl} name={themeStorageKey} value={value} onChange={() => undefined} />
    </div>
  );
}
