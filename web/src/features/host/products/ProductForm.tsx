import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ProductInput, ProductRowFragment, ProductType } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host';
import { useRoomDraft } from '../../../lib/room-draft';
import { parsePlaces } from './places';

const t = sv.host.products;

/**
 * Namn, Beskrivning, Antal sovplatser, Typ, Krav, Spara (SPEC §2 Host rooms). Editing fills the
 * form; a product of another type (a service) keeps its type as an extra option. The fields and
 * their rules are the rooms editor's (lib/room-draft.ts), shared with the administration.
 */
export function ProductForm({
  editing,
  onSave,
  onCancelEdit,
}: {
  editing: ProductRowFragment | null;
  /** Resolves to an error text, or null when saved. */
  onSave: (input: ProductInput) => Promise<string | null>;
  onCancelEdit: () => void;
}) {
  const id = useId();
  const room = useRoomDraft(editing);
  const { draft, set } = room;
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) nameRef.current?.focus();
  }, [editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const problem = await onSave(room.input(parsePlaces(draft.places)));
    setSaving(false);
    if (problem) {
      setError(problem);
    } else if (!editing) {
      room.clear();
    }
  };

  return (
    <form className="card host-product-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editing ? t.editHeading(editing.name) : t.newHeading}</h2>
      <div className="host-form-grid">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t.name}</label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            value={draft.name}
            required
            maxLength={200}
            onChange={(e) => set('name', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-places`}>{t.places}</label>
          <input
            id={`${id}-places`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.places}
            onChange={(e) => set('places', e.target.value)}
          />
        </div>
        <div className="field host-field-wide">
          <label htmlFor={`${id}-description`}>{t.description}</label>
          <textarea id={`${id}-description`} rows={2} value={draft.description} onChange={(e) => set('description', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t.type}</label>
          <select id={`${id}-type`} value={draft.type} onChange={(e) => set('type', e.target.value as ProductType)}>
            {room.types.map((value) => (
              <option key={value} value={value}>
                {sv.productTypeLabel[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-requirements`}>{t.requirements}</label>
          <input id={`${id}-requirements`} value={draft.requirements} onChange={(e) => set('requirements', e.target.value)} />
        </div>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <div className="kit-buttons">
        <button type="submit" disabled={saving}>
          {t.save}
        </button>
        {editing && (
          <button type="button" className="secondary" onClick={onCancelEdit}>
            {t.cancelEdit}
          </button>
        )}
      </div>
    </form>
  );
}
