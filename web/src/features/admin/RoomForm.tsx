import { type FormEvent, useState } from 'react';
import type { ProductInput, AdminProductRowFragment, ProductType } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import { Field } from './Field';
import { type FieldErrors, hasErrors, type RoomFields, validateRoom } from './validation';

const t = sv.admin.shelters;
/** SPEC §9: the room types a form offers; a product of another type keeps its own as an extra option. */
const FORM_TYPES: readonly ProductType[] = ['room', 'woman_only'];

/** A room of any shelter: the fields of Mina Rum (the server applies the same rules as there). */
export function RoomForm({
  editing,
  onSave,
  onCancel,
}: {
  editing: AdminProductRowFragment | null;
  onSave: (input: ProductInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [v, setV] = useState<RoomFields>({ name: editing?.name ?? '', places: editing ? String(editing.totalPlaces) : '' });
  const [description, setDescription] = useState(editing?.description ?? '');
  const [requirements, setRequirements] = useState(editing?.requirements ?? '');
  const [type, setType] = useState<ProductType>(editing?.type ?? 'room');
  const [errors, setErrors] = useState<FieldErrors<keyof RoomFields>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const types = editing && !FORM_TYPES.includes(editing.type) ? [...FORM_TYPES, editing.type] : FORM_TYPES;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRoom(v);
    setErrors(found);
    setProblem(hasErrors(found) ? sv.admin.fixErrors : null);
    if (hasErrors(found)) return;
    setSaving(true);
    const failed = await onSave({ name: v.name.trim(), totalPlaces: Number(v.places.trim()), description: description.trim(), requirements: requirements.trim(), type });
    setSaving(false);
    setProblem(failed);
    if (!failed && !editing) {
      setV({ name: '', places: '' });
      setDescription('');
      setRequirements('');
      setType('room');
    }
  };

  const title = editing ? t.editRoom(editing.name) : t.newRoom;
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={title} noValidate>
      <h3>{title}</h3>
      <div className="admin-form-grid">
        <Field label={t.roomName} error={errors.name}>
          {(p) => <input {...p} value={v.name} maxLength={200} onChange={(e) => setV({ ...v, name: e.target.value })} />}
        </Field>
        <Field label={t.roomPlaces} error={errors.places}>
          {(p) => <input {...p} type="number" inputMode="numeric" min={0} max={1000} step={1} value={v.places} onChange={(e) => setV({ ...v, places: e.target.value })} />}
        </Field>
        <Field label={t.roomType}>
          {(p) => (
            <select {...p} value={type} onChange={(e) => setType(e.target.value as ProductType)}>
              {types.map((value) => (
                <option key={value} value={value}>
                  {sv.productTypeLabel[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.roomRequirements}>
          {(p) => <input {...p} value={requirements} onChange={(e) => setRequirements(e.target.value)} />}
        </Field>
        <Field label={t.roomDescription} wide>
          {(p) => <textarea {...p} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />}
        </Field>
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
        {editing && (
          <button type="button" className="secondary" onClick={onCancel}>
            {sv.admin.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
