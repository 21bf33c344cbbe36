import { type FormEvent, useState } from 'react';
import type { AccountInput, AccountRowFragment, Group } from '../../gql/graphql';
import { sv } from '../../i18n/sv-admin';
import { adminPeople } from '../../i18n/sv/admin-people';
import { fullName } from '../../lib/full-name';
import { Field } from '../../ui/Field';
import { type AccountFields, type FieldErrors, hasErrors, STAFF_GROUPS, type StaffGroup, validateAccount } from './validation';

const t = adminPeople.accounts;

/**
 * A staff account: e-mail, names, groups in the order ticked, host staff's shelter and (new
 * accounts) the initial password the person must change at first login, or, when e-mail is
 * configured (`invites`), by default an invitation e-mail whose link lets them choose their own
 * (issue 20 §6).
 */
export function AccountForm({
  editing,
  shelters,
  invites = false,
  onSave,
  onCancel,
}: {
  editing: AccountRowFragment | null;
  shelters: readonly { id: string; name: string; archived: boolean }[];
  invites?: boolean;
  onSave: (input: AccountInput, initialPassword: string | null) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const empty: AccountFields = { email: '', firstName: '', lastName: '', groups: [], shelterId: '', password: '' };
  const [v, setV] = useState<AccountFields>(
    editing
      ? {
          email: editing.email,
          firstName: editing.firstName,
          lastName: editing.lastName,
          groups: editing.groups.filter((g): g is StaffGroup => (STAFF_GROUPS as readonly string[]).includes(g)),
          shelterId: editing.shelter?.id ?? '',
          password: null,
        }
      : empty,
  );
  const [errors, setErrors] = useState<FieldErrors<keyof AccountFields>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof AccountFields>(k: K, value: AccountFields[K]) => setV((old) => ({ ...old, [k]: value }));
  // A new account goes by invitation when e-mail is configured, unless the admin chooses a password
  // (`invites` may arrive after the form is shown: the choice follows it until the admin makes one).
  const invite = v.password !== null && invites && (v.invite ?? true);
  const toggle = (g: StaffGroup, on: boolean) =>
    set('groups', on ? [...v.groups.filter((x) => x !== g), g] : v.groups.filter((x) => x !== g));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAccount({ ...v, invite });
    setErrors(found);
    setProblem(hasErrors(found) ? sv.admin.fixErrors : null);
    if (hasErrors(found)) return;
    setSaving(true);
    const failed = await onSave(
      {
        email: v.email.trim(),
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        groups: v.groups as Group[],
        shelterId: v.groups.includes('host') ? v.shelterId : null,
      },
      invite ? null : v.password,
    );
    setSaving(false);
    setProblem(failed);
    if (!failed && !editing) setV(empty);
  };

  const title = editing ? t.editHeading(fullName(editing)) : t.newHeading;
  return (
    <form className="card" onSubmit={(e) => void submit(e)} aria-label={title} noValidate>
      <h2>{title}</h2>
      <div className="admin-form-grid">
        <Field label={t.email} error={errors.email}>
          {(p) => <input {...p} type="email" autoComplete="off" value={v.email} onChange={(e) => set('email', e.target.value)} />}
        </Field>
        <Field label={t.firstName} error={errors.firstName}>
          {(p) => <input {...p} value={v.firstName} onChange={(e) => set('firstName', e.target.value)} />}
        </Field>
        <Field label={t.lastName} error={errors.lastName}>
          {(p) => <input {...p} value={v.lastName} onChange={(e) => set('lastName', e.target.value)} />}
        </Field>
        <fieldset className="admin-groups field-wide" aria-invalid={!!errors.groups}>
          <legend>{t.groups}</legend>
          {STAFF_GROUPS.map((g) => (
            <label key={g}>
              <input type="checkbox" checked={v.groups.includes(g)} onChange={(e) => toggle(g, e.target.checked)} />
              {t.groupLabel[g]}
              {v.groups.includes(g) && <span className="admin-muted"> ({v.groups.indexOf(g) + 1})</span>}
            </label>
          ))}
          {errors.groups && <p className="error field-error">{errors.groups}</p>}
        </fieldset>
        {v.groups.includes('host') && (
          <Field label={t.shelter} error={errors.shelterId}>
            {(p) => (
              <select {...p} value={v.shelterId} onChange={(e) => set('shelterId', e.target.value)}>
                <option value="">{t.chooseShelter}</option>
                {shelters
                  .filter((s) => !s.archived || s.id === v.shelterId)
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
              </select>
            )}
          </Field>
        )}
        {v.password !== null && invites && (
          <fieldset className="admin-groups field-wide">
            <legend>{t.passwordWay}</legend>
            <label>
              <input type="radio" name="password-way" checked={invite} onChange={() => set('invite', true)} />
              {t.inviteByMail}
            </label>
            <label>
              <input type="radio" name="password-way" checked={!invite} onChange={() => set('invite', false)} />
              {t.giveInitialPassword}
            </label>
          </fieldset>
        )}
        {v.password !== null && !invite && (
          <Field label={t.initialPassword} error={errors.password}>
            {(p) => (
              <input
                {...p}
                type="password"
                autoComplete="new-password"
                value={v.password ?? ''}
                onChange={(e) => set('password', e.target.value)}
              />
            )}
          </Field>
        )}
      </div>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <div className="kit-buttons">
        <button type="submit" disabled={saving}>
          {sv.admin.save}
        </button>
        {editing && onCancel && (
          <button type="button" className="secondary" onClick={onCancel}>
            {sv.admin.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
