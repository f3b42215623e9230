import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { contactTopicPresets, type ContactTopicPreset } from '../../content/contactForm';

const subscribeNever = () => () => undefined;

/**
 * False while React hydrates prerendered HTML, true from the render right after it (and at once on
 * a client-side navigation). The prerendered page has no query string, so anything read from it
 * must wait for this, or the first client render would not match the HTML.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const isKnownTopic = (topic: string): topic is keyof typeof contactTopicPresets =>
  Object.hasOwn(contactTopicPresets, topic);

/** The preset for `?topic=` (e.g. ricotap from 'Request a Demo'), or undefined for none or an unknown one. */
export function useContactTopic(): ContactTopicPreset | undefined {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const topic = searchParams.get('topic');
  return hydrated && topic !== null && isKnownTopic(topic) ? contactTopicPresets[topic] : undefined;
}
