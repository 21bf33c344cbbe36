import { type ReactNode, useId } from 'react';

/** A labelled input with an optional hint and its error under it (announced, and tied to the input for screen readers). */
export function Field({
  label,
  error,
  hint,
  children,
  wide,
}: {
  label: string;
  error?: string;
  hint?: string;
  wide?: boolean;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? 'field admin-field-wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="admin-muted admin-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="error admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
