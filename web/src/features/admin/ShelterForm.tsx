import { type FormEvent, lazy, Suspense, useState } from 'react';
import type { AdminShelterRowFragment, ShelterInput } from '../../gql/graphql';
import { sv } from '../../i18n/sv-admin';
import { EMPTY_PROFILE, profileFieldsOf, profileInputOf } from '../../lib/shelter-profile';
import { Field } from '../../ui/Field';
import { ShelterProfileFields } from '../../ui/ShelterProfileFields';
import { type FieldErrors, hasErrors, type ShelterFields, validateShelter } from './validation';

const t = sv.admin.shelters;

// Only a shelter being edited has a photo to upload: its field loads with the edit, not with the
// page (issue 34: /administration's first load within its budget).
const PhotoField = lazy(async () => ({ default: (await import('./PhotoField')).PhotoField }));

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
  const empty: ShelterFields = { name: '', regionId: '', image: '', ...EMPTY_PROFILE };
  const [v, setV] = useState<ShelterFields>(
    editing ? { name: editing.name, regionId: editing.region.id, image: editing.image ?? '', ...profileFieldsOf(editing) } : empty,
  );
  const [errors, setErrors] = useState<FieldErrors<keyof ShelterFields>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (k: 'name' | 'regionId' | 'image') => (value: string) => setV((old) => ({ ...old, [k]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateShelter(v);
    setErrors(found);
    setProblem(hasErrors(found) ? sv.admin.fixErrors : null);
    if (hasErrors(found)) return;
    setSaving(true);
    const failed = await onSave({
      name: v.name.trim(),
      regionId: v.regionId,
      image: v.image.trim() || null,
      ...profileInputOf(v),
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
        <Field label={t.image}>{(p) => <input {...p} value={v.image} onChange={(e) => set('image')(e.target.value)} />}</Field>
        {editing && (
          <Suspense fallback={null}>
            <PhotoField shelterId={editing.id} onUploaded={set('image')} />
          </Suspense>
        )}
        <h3 className="admin-form-section">{t.forGuests}</h3>
        <ShelterProfileFields value={v} errors={errors} onChange={(profile) => setV((old) => ({ ...old, ...profile }))} />
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
