import { useId, useState } from 'react';
import { guest } from '../i18n/sv/guest';

/** The staff's words around the list (Swedish, like every staff screen). */
const t = {
  none: 'Ingen orsak',
  other: 'Annan orsak (skriv själv)',
  otherLabel: 'Orsak med egna ord',
};

const PRESETS = Object.values(guest.declineReasons);
const OTHER = 'other';

/**
 * A decline's reason (issue 33 §6): one of the fixed reasons, which every guest reads in their own
 * language, or the host's own words, which the guest sees as written (in Swedish, marked so). The
 * value given to `onChange` is the reason to store: a preset's Swedish text, the own words, or ''.
 */
export function DeclineReasonField({ label, onChange }: { label: string; onChange: (reason: string) => void }) {
  const selectId = useId();
  const textId = useId();
  const [choice, setChoice] = useState('');
  const [own, setOwn] = useState('');
  return (
    <>
      <div className="field">
        <label htmlFor={selectId}>{label}</label>
        <select
          id={selectId}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            onChange(e.target.value === OTHER ? own : e.target.value);
          }}
        >
          <option value="">{t.none}</option>
          {PRESETS.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
          <option value={OTHER}>{t.other}</option>
        </select>
      </div>
      {choice === OTHER && (
        <div className="field">
          <label htmlFor={textId}>{t.otherLabel}</label>
          <textarea
            id={textId}
            rows={3}
            maxLength={500}
            value={own}
            onChange={(e) => {
              setOwn(e.target.value);
              onChange(e.target.value);
            }}
          />
        </div>
      )}
    </>
  );
}
