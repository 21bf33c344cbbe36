import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ProductInput, ProductRowFragment, ProductType } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv';
import { parsePlaces } from './places';

const t = sv.host.products;

/** SPEC §9: the room types the form offers. */
const FORM_TYPES: readonly ProductType[] = ['room', 'woman_only'];

/**
 * Namn, Beskrivning, Antal sovplatser, Typ, Krav, Spara (SPEC §2 Host rooms). Editing fills the
 * form; a product of another type (a service) keeps its type as an extra option.
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
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [places, setPlaces] = useState(editing ? String(editing.totalPlaces) : '');
  const [type, setType] = useState<ProductType>(editing?.type ?? 'room');
  const [requirements, setRequirements] = useState(editing?.requirements ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) nameRef.current?.focus();
  }, [editing]);

  const types = editing && !FORM_TYPES.includes(editing.type) ? [...FORM_TYPES, editing.type] : FORM_TYPES;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const problem = await onSave({
      name: name.trim(),
      description: description.trim(),
      totalPlaces: parsePlaces(places),
      type,
      // SPEC §5: requirements default to empty.
      requirements: requirements.trim(),
    });
    setSaving(false);
    if (problem) {
      setError(problem);
    } else if (!editing) {
      setName('');
      setDescription('');
      setPlaces('');
      setType('room');
      setRequirements('');
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
            value={name}
            required
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
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
            value={places}
            onChange={(e) => setPlaces(e.target.value)}
          />
        </div>
        <div className="field host-field-wide">
          <label htmlFor={`${id}-description`}>{t.description}</label>
          <textarea
            id={`${id}-description`}
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t.type}</label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as ProductType)}>
            {types.map((value) => (
              <option key={value} value={value}>
                {sv.productTypeLabel[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-requirements`}>{t.requirements}</label>
          <input
            id={`${id}-requirements`}
            value={requirements}
            onChange={(e) => setRequirements(e.target.value)}
          />
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
