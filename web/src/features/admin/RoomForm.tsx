import { type FormEvent, useState } from 'react';
import type { ProductInput, AdminProductRowFragment, ProductType } from '../../gql/graphql';
import { sv } from '../../i18n/sv-admin';
import { useRoomDraft } from '../../lib/room-draft';
import { Field } from '../../ui/Field';
import { type FieldErrors, hasErrors, type RoomFields, validateRoom } from './validation';

const t = sv.admin.shelters;

/**
 * A room of any shelter: Mina Rum's rooms editor (lib/room-draft.ts) in the administration's layout,
 * with its checks before sending (the server applies the same rules as there).
 */
export function RoomForm({
  editing,
  onSave,
  onCancel,
}: {
  editing: AdminProductRowFragment | null;
  onSave: (input: ProductInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const room = useRoomDraft(editing);
  const { draft: v, set } = room;
  const [errors, setErrors] = useState<FieldErrors<keyof RoomFields>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRoom(v);
    setErrors(found);
    setProblem(hasErrors(found) ? sv.admin.fixErrors : null);
    if (hasErrors(found)) return;
    setSaving(true);
    const failed = await onSave(room.input(Number(v.places.trim())));
    setSaving(false);
    setProblem(failed);
    if (!failed && !editing) room.clear();
  };

  const title = editing ? t.editRoom(editing.name) : t.newRoom;
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={title} noValidate>
      <h3>{title}</h3>
      <div className="admin-form-grid">
        <Field label={t.roomName} error={errors.name}>
          {(p) => <input {...p} value={v.name} maxLength={200} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field label={t.roomPlaces} error={errors.places}>
          {(p) => (
            <input
              {...p}
              type="number"
              inputMode="numeric"
              min={0}
              max={1000}
              step={1}
              value={v.places}
              onChange={(e) => set('places', e.target.value)}
            />
          )}
        </Field>
        <Field label={t.roomType}>
          {(p) => (
            <select {...p} value={v.type} onChange={(e) => set('type', e.target.value as ProductType)}>
              {room.types.map((value) => (
                <option key={value} value={value}>
                  {sv.productTypeLabel[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.roomRequirements}>
          {(p) => <input {...p} value={v.requirements} onChange={(e) => set('requirements', e.target.value)} />}
        </Field>
        <Field label={t.roomDescription} wide>
          {(p) => <textarea {...p} rows={2} value={v.description} onChange={(e) => set('description', e.target.value)} />}
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
