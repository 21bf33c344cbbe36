import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { common } from '../i18n/sv/common';
import { actionErrorText } from '../lib/action-error';
import type { NoticeValue } from './Notice';

/**
 * Billing details as a form of text fields (issue 21): a region's (who pays, admin) and a shelter's
 * (who is paid: admin, and the host on Fakturering) share it. Saving says so in the page's notice
 * (`onNotice`) or, without one, under the form; a refusal stays under the form.
 */
export function BillingFieldsForm<K extends string, F extends string = never>({
  fields,
  initial,
  labels,
  flags = [],
  initialFlags,
  flagLabels,
  problems = [],
  numeric = [],
  ariaLabel,
  saveLabel,
  savedText,
  onSave,
  onNotice,
  gridClassName = 'admin-form-grid',
  children,
}: {
  fields: readonly K[];
  initial: Record<K, string>;
  labels: Record<K, string>;
  /** Yes/no details as checkboxes (issue 30: VAT-registered, F-skatt, full names), after the fields. */
  flags?: readonly F[];
  initialFlags?: Record<F, boolean>;
  flagLabels?: Record<F, string>;
  /** What the server says keeps the details from being complete (issue 30: e.g. a wrong check digit saved earlier). */
  problems?: readonly string[];
  /** Fields typed as digits (a phone's number keyboard). */
  numeric?: readonly K[];
  ariaLabel: string;
  saveLabel: string;
  savedText: string;
  onSave: (values: Record<K, string>, flags: Record<F, boolean>) => Promise<unknown>;
  onNotice?: (n: NoticeValue) => void;
  gridClassName?: string;
  /** Said above the fields (e.g. that details are missing). */
  children?: ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<K, string>>(() => ({ ...initial }));
  const [checked, setChecked] = useState<Record<F, boolean>>(() => ({ ...(initialFlags ?? ({} as Record<F, boolean>)) }));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(null);
    setSaving(true);
    try {
      await onSave(values, checked);
      if (onNotice) onNotice({ kind: 'ok', text: savedText });
      else setSaved(savedText);
    } catch (e) {
      setProblem(actionErrorText(e, {}, common.actionFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={ariaLabel}>
      {children}
      {problems.length > 0 && (
        <ul className="error">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className={gridClassName}>
        {fields.map((k) => (
          <div className="field" key={k}>
            <label htmlFor={`${id}-${k}`}>{labels[k]}</label>
            <input
              id={`${id}-${k}`}
              value={values[k]}
              maxLength={200}
              inputMode={numeric.includes(k) ? 'numeric' : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
            />
          </div>
        ))}
        {flags.map((k) => (
          <div className="field field-check" key={k}>
            <label>
              <input type="checkbox" checked={checked[k] ?? false} onChange={(e) => setChecked((v) => ({ ...v, [k]: e.target.checked }))} />{' '}
              {flagLabels?.[k] ?? k}
            </label>
          </div>
        ))}
      </div>
      {!onNotice && (
        <div role="status" aria-live="polite">
          {saved && <p className="kit-notice kit-notice-ok">{saved}</p>}
        </div>
      )}
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <div className="kit-buttons">
        <button type="submit" disabled={saving}>
          {saveLabel}
        </button>
      </div>
    </form>
  );
}
