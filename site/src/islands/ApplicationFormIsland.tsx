import { ToastProvider } from '@rico/design-system';
import { ApplicationForm } from '../routes/jobs/ApplicationForm';

/** A role's application form (or the speculative one) with the toasts that tell its outcome. */
export function ApplicationFormIsland({ role, labelledBy }: { role: string; labelledBy?: string }) {
  return (
    <ToastProvider>
      <ApplicationForm role={role} aria-labelledby={labelledBy} />
    </ToastProvider>
  );
}
