import { formatPostcode } from '../../lib/postcode';
import { type FormEvent, useState } from 'react';
import type { AdminShelterRowFragment, ShelterCriterion, ShelterInput } from '../../gql/graphql';
import { sv } from '../../i18n/sv-admin';
import { Field } from './Field';
import { PhotoField } from './PhotoField';
import { type FieldErrors, hasErrors, MAX_HOUSE_RULES, parseCoordinate, type ShelterFields, validateShelter } from './validation';

const t = sv.admin.shelters;
/** Every criterion, in the catalogue's order (its labels are typed complete against the schema's enum). */
const CRITERIA = Object.keys(t.criterionLabel) as ShelterCriterion[];
/** A stored coordinate as a Swedish reader writes it (decimal comma). */
const coordinateText = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));

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
  const empty: ShelterFields = {
    name: '',
    street: '',
    postcode: '',
    city: '',
    regionId: '',
    image: '',
    phone: '',
    checkInFrom: '',
    checkInUntil: '',
    houseRules: '',
    criteria: [],
    latitude: '',
    longitude: '',
    releaseNoShows: true,
  };
  const [v, setV] = useState<ShelterFields>(
    editing
      ? {
          name: editing.name,
          street: editing.street,
          postcode: formatPostcode(editing.postcode),
          city: editing.city,
          regionId: editing.region.id,
          image: editing.image ?? '',
          phone: editing.phone ?? '',
          checkInFrom: editing.checkInFrom ?? '',
          checkInUntil: editing.checkInUntil ?? '',
          houseRules: editing.houseRules,
          criteria: editing.criteria,
          latitude: coordinateText(editing.latitude ?? null),
          longitude: coordinateText(editing.longitude ?? null),
          releaseNoShows: editing.releaseNoShows,
        }
      : empty,
  );
  const [errors, setErrors] = useState<FieldErrors<keyof ShelterFields>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (k: Exclude<keyof ShelterFields, 'criteria' | 'releaseNoShows'>) => (value: string) =>
    setV((old) => ({ ...old, [k]: value }));
  const toggle = (c: ShelterCriterion, on: boolean) =>
    setV((old) => ({
      ...old,
      criteria: on ? CRITERIA.filter((x) => x === c || old.criteria.includes(x)) : old.criteria.filter((x) => x !== c),
    }));

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
      phone: v.phone.trim() || null,
      checkInFrom: v.checkInFrom.trim() || null,
      checkInUntil: v.checkInUntil.trim() || null,
      houseRules: v.houseRules.trim(),
      criteria: v.criteria,
      latitude: parseCoordinate(v.latitude),
      longitude: parseCoordinate(v.longitude),
      releaseNoShows: v.releaseNoShows,
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
        {editing && <PhotoField shelterId={editing.id} onUploaded={set('image')} />}
        <h3 className="admin-form-section">{t.forGuests}</h3>
        <Field label={t.phone} error={errors.phone}>
          {(p) => (
            <input {...p} type="tel" autoComplete="off" maxLength={30} value={v.phone} onChange={(e) => set('phone')(e.target.value)} />
          )}
        </Field>
        <Field label={t.checkInFrom} error={errors.checkInFrom} hint={t.checkInHint}>
          {(p) => <input {...p} type="time" value={v.checkInFrom} onChange={(e) => set('checkInFrom')(e.target.value)} />}
        </Field>
        <Field label={t.checkInUntil} error={errors.checkInUntil}>
          {(p) => <input {...p} type="time" value={v.checkInUntil} onChange={(e) => set('checkInUntil')(e.target.value)} />}
        </Field>
        <Field label={t.latitude} error={errors.latitude} hint={t.coordinatesHint}>
          {(p) => <input {...p} inputMode="decimal" value={v.latitude} onChange={(e) => set('latitude')(e.target.value)} />}
        </Field>
        <Field label={t.longitude} error={errors.longitude}>
          {(p) => <input {...p} inputMode="decimal" value={v.longitude} onChange={(e) => set('longitude')(e.target.value)} />}
        </Field>
        <Field label={t.houseRules} error={errors.houseRules} wide>
          {(p) => (
            <textarea
              {...p}
              rows={4}
              maxLength={MAX_HOUSE_RULES}
              value={v.houseRules}
              onChange={(e) => set('houseRules')(e.target.value)}
            />
          )}
        </Field>
        <fieldset className="admin-groups admin-field-wide">
          <legend>{t.criteria}</legend>
          {CRITERIA.map((c) => (
            <label key={c}>
              <input type="checkbox" checked={v.criteria.includes(c)} onChange={(e) => toggle(c, e.target.checked)} />
              {t.criterionLabel[c]}
            </label>
          ))}
        </fieldset>
        <label className="admin-field-wide">
          <input
            type="checkbox"
            checked={v.releaseNoShows}
            onChange={(e) => setV((old) => ({ ...old, releaseNoShows: e.target.checked }))}
          />
          {sv.host.shelter.releaseNoShows}
        </label>
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
