import type { ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { Label } from './label.tsx';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  /** Receives the ids the control must point to, so the label and message stay wired to it. */
  children: (control: { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined }) => ReactNode;
};

export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
