import { type ReactNode, useId } from 'react';

/** A labelled input with its error under it (announced, and tied to the input for screen readers). */
export function Field({
  label,
  error,
  children,
  wide,
}: {
  label: string;
  error?: string;
  wide?: boolean;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={wide ? 'field admin-field-wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="error admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
