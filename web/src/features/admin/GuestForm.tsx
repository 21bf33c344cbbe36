import { type FormEvent, useState } from 'react';
import type { AdminGuestRowFragment, GuestRecordInput } from '../../gql/graphql';
import { sv } from '../../i18n/sv-admin';
import { adminPeople } from '../../i18n/sv/admin-people';
import { fullName } from '../../lib/full-name';
import { Field } from '../../ui/Field';
import { type FieldErrors, type GuestFields, hasErrors, validateGuest } from './validation';

const t = adminPeople.guests;

/** Every SPEC §3 field of a guest record. */
export function GuestForm({
  guest,
  regions,
  onSave,
  onCancel,
}: {
  guest: AdminGuestRowFragment;
  regions: readonly { id: string; name: string }[];
  onSave: (input: GuestRecordInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [v, setV] = useState<GuestFields>({
    firstName: guest.firstName,
    lastName: guest.lastName,
    gender: guest.gender === 'K' || guest.gender === 'M' ? guest.gender : '',
    street: guest.street,
    postcode: guest.postcode,
    city: guest.city,
    country: guest.country,
    phone: guest.phone,
    email: guest.email ?? '',
    unokod: guest.unokod,
    dayOfBirth: guest.dayOfBirth ?? '',
    personnrLastnr: guest.personnrLastnr,
    requirements: guest.requirements,
    flag: guest.flag,
    regionId: guest.region?.id ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof GuestFields>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof GuestFields>(k: K, value: GuestFields[K]) => setV((old) => ({ ...old, [k]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateGuest(v);
    setErrors(found);
    setProblem(hasErrors(found) ? sv.admin.fixErrors : null);
    if (hasErrors(found)) return;
    setSaving(true);
    const failed = await onSave({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      gender: v.gender || null,
      street: v.street.trim(),
      postcode: v.postcode.trim(),
      city: v.city.trim(),
      country: v.country.trim(),
      phone: v.phone.trim(),
      email: v.email.trim() || null,
      unokod: v.unokod.trim(),
      dayOfBirth: v.dayOfBirth.trim() || null,
      personnrLastnr: v.personnrLastnr.trim(),
      requirements: v.requirements.trim(),
      flag: v.flag,
      regionId: v.regionId || null,
    });
    setSaving(false);
    setProblem(failed);
  };

  const text = (
    k:
      | 'firstName'
      | 'lastName'
      | 'street'
      | 'postcode'
      | 'city'
      | 'country'
      | 'phone'
      | 'email'
      | 'unokod'
      | 'dayOfBirth'
      | 'personnrLastnr',
  ) => (
    <Field label={t[k]} error={errors[k]}>
      {(p) => <input {...p} value={v[k]} onChange={(e) => set(k, e.target.value)} />}
    </Field>
  );
  const title = t.editHeading(fullName(guest));
  return (
    <form className="card" onSubmit={(e) => void submit(e)} aria-label={title} noValidate>
      <h2>{title}</h2>
      <div className="admin-form-grid">
        {text('firstName')}
        {text('lastName')}
        {text('unokod')}
        <Field label={t.gender}>
          {(p) => (
            <select {...p} value={v.gender} onChange={(e) => set('gender', e.target.value as GuestFields['gender'])}>
              <option value="">{t.genderUnknown}</option>
              <option value="K">K</option>
              <option value="M">M</option>
            </select>
          )}
        </Field>
        {text('dayOfBirth')}
        {text('personnrLastnr')}
        {text('street')}
        {text('postcode')}
        {text('city')}
        {text('country')}
        {text('phone')}
        {text('email')}
        <Field label={t.region}>
          {(p) => (
            <select {...p} value={v.regionId} onChange={(e) => set('regionId', e.target.value)}>
              <option value="">{t.noRegion}</option>
              {regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.requirements} wide>
          {(p) => <textarea {...p} rows={2} value={v.requirements} onChange={(e) => set('requirements', e.target.value)} />}
        </Field>
        <label>
          <input type="checkbox" checked={v.flag} onChange={(e) => set('flag', e.target.checked)} /> {t.flag}
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
        <button type="button" className="secondary" onClick={onCancel}>
          {sv.admin.cancel}
        </button>
      </div>
    </form>
  );
}
