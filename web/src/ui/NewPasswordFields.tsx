import { useId } from 'react';

/**
 * A new password and the same again, with the rules under the first: the settings page's change of
 * password and the reset and invitation pages (issue 20) share it. Texts come from the caller's
 * catalogue (the person's language).
 */
export function NewPasswordFields({
  labels,
  password,
  repeat,
  onPassword,
  onRepeat,
  minLength,
  autoFocus = false,
}: {
  labels: { password: string; rules: string; repeat: string };
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  minLength?: number;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-password`}>{labels.password}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required
          minLength={minLength}
          autoFocus={autoFocus}
          aria-describedby={`${id}-rules`}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
        <span id={`${id}-rules`} className="hint">
          {labels.rules}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-repeat`}>{labels.repeat}</label>
        <input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => onRepeat(e.target.value)}
        />
      </div>
    </>
  );
}
