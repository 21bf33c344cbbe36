import { type ReactNode, useId } from 'react';

/**
 * A labelled input with an optional hint and its error under it, tied to the input for screen
 * readers: every staff form's field (the admin's, the host's Härberget, the shelter profile editor).
 */
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
    <div className={wide ? 'field field-wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="error field-error">
          {error}
        </p>
      )}
    </div>
  );
}
