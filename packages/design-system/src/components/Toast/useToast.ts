import { createContext, useContext } from 'react';

export interface ToastOptions {
  /** A short bold line above the message. */
  title?: string;
  /** Milliseconds before it closes itself; defaults to the provider's (4000). */
  duration?: number;
}

export interface ToastApi {
  /** Show a success toast, announced politely. */
  success: (message: string, options?: ToastOptions) => void;
  /** Show an error toast, announced assertively. */
  error: (message: string, options?: ToastOptions) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere below a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (put one in the site layout).');
  return api;
}
