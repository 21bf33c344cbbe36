import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { AdminGuestRowFragment } from '../../gql/graphql';
import { sv } from '../../i18n/sv-admin';
import { adminPeople } from '../../i18n/sv/admin-people';
import { fullName } from '../../lib/full-name';
import { Modal } from '../../ui/Modal';
import { MergeGuestsDocument } from './admin.graphql';
import { failText } from './fail-text';

const t = adminPeople.guests.merge;
const nameOf = (g: AdminGuestRowFragment) => `${fullName(g)} (${g.unokod})`;

/** Two records of the same guest become one, after a confirmation (issue 10). */
export function MergeGuests({ guests, onMerged }: { guests: readonly AdminGuestRowFragment[]; onMerged: (text: string) => void }) {
  const id = useId();
  const [keepId, setKeepId] = useState('');
  const [mergeId, setMergeId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [merge, { loading }] = useMutation(MergeGuestsDocument);
  const keep = guests.find((g) => g.id === keepId);
  const other = guests.find((g) => g.id === mergeId);

  const ask = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!keep || !other || keep.id === other.id) {
      setError(t.same);
      return;
    }
    setConfirming(true);
  };

  const run = async () => {
    if (!keep || !other) return;
    try {
      await merge({ variables: { keepId: keep.id, mergeId: other.id } });
      setConfirming(false);
      setKeepId('');
      setMergeId('');
      onMerged(t.done(nameOf(keep)));
    } catch (e) {
      setConfirming(false);
      setError(failText(e));
    }
  };

  const select = (label: string, value: string, set: (v: string) => void, suffix: string) => (
    <div className="field">
      <label htmlFor={`${id}-${suffix}`}>{label}</label>
      <select id={`${id}-${suffix}`} value={value} onChange={(e) => set(e.target.value)}>
        <option value="">{t.choose}</option>
        {guests.map((g) => (
          <option key={g.id} value={g.id}>
            {nameOf(g)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="card" aria-labelledby={`${id}-h`} onSubmit={ask}>
      <h2 id={`${id}-h`}>{t.heading}</h2>
      {select(t.keep, keepId, setKeepId, 'keep')}
      {select(t.merge, mergeId, setMergeId, 'merge')}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={loading}>
        {t.submit}
      </button>
      {confirming && keep && other && (
        <Modal title={t.confirmTitle} onClose={() => setConfirming(false)}>
          <p>{t.confirm(nameOf(other), nameOf(keep))}</p>
          <div className="modal-actions">
            <button type="button" onClick={() => void run()} disabled={loading}>
              {t.confirmButton}
            </button>{' '}
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              {sv.common.cancel}
            </button>
          </div>
        </Modal>
      )}
    </form>
  );
}
