import { contactTopicPresets, type ContactTopicPreset } from '../../content/contactForm';
import { usePageSearch } from '../../lib/pageSearch';
import { useHydrated } from '../../lib/useHydrated';

const isKnownTopic = (topic: string): topic is keyof typeof contactTopicPresets =>
  Object.hasOwn(contactTopicPresets, topic);

/** The preset for `?topic=` (e.g. ricotap from 'Request a Demo'), or undefined for none or an unknown one. */
export function useContactTopic(): ContactTopicPreset | undefined {
  const topic = usePageSearch().get('topic');
  const hydrated = useHydrated();
  return hydrated && topic !== null && isKnownTopic(topic) ? contactTopicPresets[topic] : undefined;
}
