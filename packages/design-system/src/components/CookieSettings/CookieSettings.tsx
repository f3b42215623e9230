import { useEffect, useId, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { focusRing } from '../../styles/focus.css';
import { Button } from '../Button/Button';
import type { ConsentChoice } from '../CookieBanner/consentStorage';
import {
  cookieConsentStore,
  isConsentRefusedByBrowser,
  useConsentState,
} from '../CookieBanner/useCookieConsent';
import { Text } from '../Text/Text';
import * as styles from './CookieSettings.css';

/** The settings form's words; the site keeps them with the rest of its copy. */
export interface CookieSettingsCopy {
  /** What the page currently does, one sentence per state ('unset': no choice stored yet). */
  current: Record<ConsentChoice | 'unset', string>;
  /** Shown instead of the form while the browser's privacy signal (Global Privacy Control) decides. */
  browserSignal: string;
  /** The question the two options answer. */
  legend: string;
  accept: string;
  decline: string;
  save: string;
  /** Confirmation after saving. */
  saved: string;
}

export interface CookieSettingsProps {
  copy: CookieSettingsCopy;
  /** Called after the visitor saves a choice. */
  onSave?: (choice: ConsentChoice) => void;
}

type Status = 'editing' | 'saved';

/**
 * The way back to the cookie choice (GOV.UK's cookie page pattern): the current choice, accept or
 * reject, Save, then a confirmation. It shares the page's consent store with the banner, so saving
 * here hides the banner and anything that follows the choice (analytics) reacts at once.
 */
export function CookieSettings({ copy, onSave }: CookieSettingsProps) {
  const state = useConsentState();
  const stored = state === 'accepted' || state === 'declined' ? state : null;
  const [picked, setPicked] = useState<ConsentChoice | null>(null);
  const [status, setStatus] = useState<Status>('editing');
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const name = useId();
  const selected = picked ?? stored;

  // The first render shows no option picked (the choice is not known until after mount), so an option
  // checked as it mounts was picked by the visitor on the prerendered page before its script ran:
  // hydration leaves the radios as they are, and without this the stored choice would replace it on
  // screen and Save would keep that instead.
  useLayoutEffect(() => {
    const onScreen = formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (onScreen === 'accepted' || onScreen === 'declined') setPicked((current) => current ?? onScreen);
  }, []);

  useEffect(() => {
    // Screen-reader and keyboard users land on the confirmation, as GOV.UK's page does.
    if (status === 'saved') confirmationRef.current?.focus();
  }, [status]);

  if (state !== 'unknown' && isConsentRefusedByBrowser()) {
    return (
      <div className={styles.root} data-state="browser-signal">
        <Text>{copy.browserSignal}</Text>
      </div>
    );
  }

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected) return;
    cookieConsentStore.choose(selected);
    setPicked(null);
    setStatus('saved');
    onSave?.(selected);
  };

  return (
    <div className={styles.root} data-state={status}>
      {status === 'saved' && (
        // Focus moves here, so screen readers read it out (a live region added this late often is not).
        <p ref={confirmationRef} tabIndex={-1} className={`${styles.confirmation} ${focusRing}`}>
          {copy.saved}
        </p>
      )}
      <Text>{state === 'unknown' ? '\u00a0' : copy.current[state]}</Text>
      <form ref={formRef} onSubmit={save} className={styles.root}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{copy.legend}</legend>
          {(['accepted', 'declined'] as const).map((choice) => (
            <label key={choice} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={choice}
                className={`${styles.radio} ${focusRing}`}
                checked={selected === choice}
                onChange={() => {
                  setPicked(choice);
                  setStatus('editing');
                }}
              />
              {choice === 'accepted' ? copy.accept : copy.decline}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" variant="primary">
            {copy.save}
          </Button>
        </div>
      </form>
    </div>
  );
}
