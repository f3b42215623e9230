import { jobApplicationPaths } from '@rico/contact';
import { isPrerenderedPage } from '../../runtime/prerenderedPage';

/**
 * Whether the visitor ticked the prerendered form's consent box before its island hydrated (false on
 * the server and in Storybook). The typed words and a chosen file stay in their fields as the form
 * takes them over; the box does not, because the form draws it from its own state.
 */
export function consentTickedBeforeHydration(): boolean {
  if (!isPrerenderedPage() || document.documentElement.dataset.hydrated) return false;
  return (
    document.querySelector<HTMLInputElement>(
      `form[action="${jobApplicationPaths.send}"] input[name="consent"]`,
    )?.checked ?? false
  );
}
