import { useId, useState } from 'react';
import { guest } from '../i18n/sv/guest';

/** The staff's words around the list (Swedish, like every staff screen). */
const t = {
  presets: 'Vanliga orsaker (gästen läser dem på sitt språk)',
  choose: 'Välj en orsak …',
};

const PRESETS = Object.values(guest.declineReasons);

/**
 * A decline's reason (issue 33 §6): the text field as before, and above it the fixed reasons, one of
 * which fills the field. A fixed reason is read by every guest in their own language; other words
 * (typed, or a fixed one changed) are shown as written, in Swedish. `onChange` gets the field's text.
 */
export function DeclineReasonField({ label, onChange }: { label: string; onChange: (reason: string) => void }) {
  const selectId = useId();
  const textId = useId();
  const [text, setText] = useState('');
  const write = (value: string) => {
    setText(value);
    onChange(value);
  };
  const chosen = PRESETS.includes(text as (typeof PRESETS)[number]) ? text : '';
  return (
    <>
      <div className="field">
        <label htmlFor={selectId}>{t.presets}</label>
        <select id={selectId} value={chosen} onChange={(e) => e.target.value && write(e.target.value)}>
          <option value="">{t.choose}</option>
          {PRESETS.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={textId}>{label}</label>
        <textarea id={textId} rows={3} maxLength={500} value={text} onChange={(e) => write(e.target.value)} />
      </div>
    </>
  );
}
