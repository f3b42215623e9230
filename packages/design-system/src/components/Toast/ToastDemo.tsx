import { Button } from '../Button/Button';
import { useToast } from './useToast';

/** The site's two toasts (contact form sent / failed), on buttons, for the stories. */
export const successMessage = "Thanks! We'll get back to you shortly.";
export const errorMessage = 'Something went wrong. Please try again.';

export function ToastDemo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="outline" onClick={() => toast.success(successMessage)}>
        Show success toast
      </Button>
      <Button variant="outline" onClick={() => toast.error(errorMessage)}>
        Show error toast
      </Button>
    </div>
  );
}
