import { addDays } from 'date-fns';
import { type FormEvent, useState } from 'react';
import { sv } from '../../../i18n/sv-host';
import { DateField } from '../../../ui/DateField';
import { fromLocalDate, toLocalDate } from '../../../lib/dates';
import { Modal } from '../../../ui/Modal';

const t = sv.host.overview;

/** Förläng: asks for a later check-out date; a refusal (e.g. a full night) is shown in the dialog. */
export function ExtendDialog({
  guest,
  endDate,
  error,
  busy,
  onSave,
  onCancel,
}: {
  guest: string;
  endDate: string;
  error: string | null;
  busy: boolean;
  onSave: (endDate: string) => void;
  onCancel: () => void;
}) {
  const earliest = toLocalDate(addDays(fromLocalDate(endDate), 1));
  const [value, setValue] = useState<string | null>(earliest);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value || value <= endDate) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSave(value);
  };
  return (
    <Modal title={t.extendTitle(guest)} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <p>{t.currentEnd(endDate)}</p>
        <DateField
          id="extend-end-date"
          label={t.newEndDate}
          placeholder={t.newEndDatePlaceholder}
          value={value}
          min={earliest}
          onChange={setValue}
        />
        {(missing || error) && (
          <p role="alert" className="error">
            {missing ? t.pickDate : error}
          </p>
        )}
        <div className="kit-buttons">
          <button type="submit" disabled={busy}>
            {sv.common.save}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {sv.common.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
