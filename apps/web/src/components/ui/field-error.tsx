import { cn } from '../../lib/cn.ts';

/** A field's message; give the input `aria-describedby={id}` so it is read with the field. */
export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn('ui-field-error', className)}>
      {message}
    </p>
  );
}
