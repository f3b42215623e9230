import { useId } from 'react';

/** The accessibility attributes a form control receives from its Field. */
export interface FieldControlProps {
  id: string;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldIdsInput {
  /** An explicit id for the control; otherwise one from React's useId (stable across prerender and hydration). */
  id?: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

/** Ids for a control, its hint and its error, and the attributes that link them. */
export function useFieldIds({ id, hint, error, required }: FieldIdsInput) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-required': required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return { controlId, hintId, errorId, controlProps };
}
