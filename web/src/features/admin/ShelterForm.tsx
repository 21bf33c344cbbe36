import { type FormEvent, useState } from 'react';
import type { AdminShelterRowFragment, ShelterInput } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import { Field } from './Field';
import { type FieldErrors, hasErrors, type ShelterFields, validateShelter } from './validation';

const t = sv.admin.shelters;

/** A shelter's fields (new or edited); checked before sending, the server's refusal shown under it. */
export function ShelterForm({
  editing,
  regions,
  onSave,
  onCancel,
}: {
  editing: AdminShelterRowFragment | null;
  regions: readonly { id: string; name: string; archived: boolean }[];
  /** Resolves to an error text, or null when saved. */
  onSave: (input: ShelterInput) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const empty: ShelterFields = { name: '', street: '', postcode: '', city: '', regionId: '', image: '' };
  const [v, setV] = useState<ShelterFields>(
    editing
      ? {
          name: editing.name,
          street: editing.street,
          postcode: editing.postcode,
          city: editing.city,
          regionId: editing.region.id,
          image: editing.image ?? '',
        }
      : empty,
  );
  const [errors, setErrors] = useState<FieldErrors<keyof ShelterFields>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (k: keyof ShelterFields) => (value: string) => setV((old) => ({ ...old, [k]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateShelter(v);
    setErrors(found);
    setProblem(hasErrors(found) ? sv.admin.fixErrors : null);
    if (hasErrors(found)) return;
    setSaving(true);
    const failed = await onSave({
      name: v.name.trim(),
      street: v.street.trim(),
      postcode: v.postcode.replace(/\s+/g, ''),
      city: v.city.trim(),
      regionId: v.regionId,
      image: v.image.trim() || null,
    });
    setSaving(false);
    setProblem(failed);
    if (!failed && !editing) setV(empty);
  };

  const openRegions = regions.filter((r) => !r.archived || r.id === v.regionId);
  const title = editing ? t.editHeading(editing.name) : t.newHeading;
  return (
    <form className="card" onSubmit={(e) => void submit(e)} aria-label={title} noValidate>
      <h2>{title}</h2>
      <div className="admin-form-grid">
        <Field label={t.name} error={errors.name}>
          {(p) => <input {...p} value={v.name} maxLength={200} onChange={(e) => set('name')(e.target.value)} />}
        </Field>
        <Field label={t.region} error={errors.regionId}>
          {(p) => (
            <select {...p} value={v.regionId} onChange={(e) => set('regionId')(e.target.value)}>
              <option value="">{t.chooseRegion}</option>
              {openRegions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.street} error={errors.street}>
          {(p) => <input {...p} value={v.street} onChange={(e) => set('street')(e.target.value)} />}
        </Field>
        <Field label={t.postcode} error={errors.postcode}>
          {(p) => <input {...p} value={v.postcode} inputMode="numeric" onChange={(e) => set('postcode')(e.target.value)} />}
        </Field>
        <Field label={t.city} error={errors.city}>
          {(p) => <input {...p} value={v.city} onChange={(e) => set('city')(e.target.value)} />}
        </Field>
        <Field label={t.image}>{(p) => <input {...p} value={v.image} onChange={(e) => set('image')(e.target.value)} />}</Field>
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
