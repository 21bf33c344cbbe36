import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { prices as list, priceForm as t } from '../i18n/sv/prices';
import { common } from '../i18n/sv/common';
import { actionErrorText } from '../lib/action-error';
import { todayInStockholm } from '../lib/dates';
import { formatRate, formatSek } from '../lib/money';
import { kronorField, parseKronor, parseRate } from '../lib/money-input';
import { RoomPricesDocument, SetRoomPriceDocument } from '../lib/prices.graphql';
import { DataState } from './DataState';
import { DateField } from './DateField';
import { Modal } from './Modal';

/**
 * A room's prices per night (issue 21 §1), for Mina Rum and the administration: the history, newest
 * first, and a form for a new price from a date on (a changed price never rewrites a sent invoice;
 * the same date again replaces that date's price). VAT defaults to 0 %: social services' housing.
 */
export function RoomPricesDialog({
  productId,
  roomName,
  onClose,
  onSaved,
}: {
  productId: string;
  roomName: string;
  onClose: () => void;
  onSaved?: (text: string) => void;
}) {
  const id = useId();
  const { data, loading, error, refetch } = useQuery(RoomPricesDocument, { variables: { productId }, fetchPolicy: 'network-only' });
  const [save, { loading: saving }] = useMutation(SetRoomPriceDocument);
  const prices = data?.productPrices ?? [];
  const latest = prices[0];
  const [validFrom, setValidFrom] = useState<string | null>(() => todayInStockholm());
  const [price, setPrice] = useState(() => (latest ? kronorField(latest.priceOre) : ''));
  const [rate, setRate] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The price, not the date: focusing the date field would open its calendar over the dialog.
  const priceRef = useRef<HTMLInputElement>(null);
  // The newest price fills the empty form once it has arrived (a change usually starts from it).
  const latestId = latest?.id;
  useEffect(() => {
    if (!latest) return;
    setPrice((p) => p || kronorField(latest.priceOre));
    setRate((r) => (r === '0' ? String(latest.vatRateBp / 100).replace('.', ',') : r));
    // Only when another price becomes the newest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latestId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const priceOre = parseKronor(price);
    const vatRateBp = parseRate(rate);
    if (!validFrom) return setProblem(t.badDate);
    if (priceOre === null) return setProblem(t.badPrice);
    if (vatRateBp === null) return setProblem(t.badRate);
    setProblem(null);
    try {
      await save({ variables: { input: { productId, validFrom, priceOre, vatRateBp } } });
      const text = t.saved(roomName, formatSek(priceOre), validFrom);
      setDone(text);
      onSaved?.(text);
      await refetch().catch(() => undefined);
    } catch (e) {
      setProblem(actionErrorText(e, {}, common.actionFailed));
    }
  };

  return (
    <Modal title={t.forRoom(roomName)} onClose={onClose} initialFocus={priceRef}>
      <DataState
        loading={loading && !data}
        error={data ? undefined : error}
        onRetry={refetch}
        empty={prices.length === 0}
        emptyText={t.noPriceWarning}
      >
        <table className="room-prices">
          <caption>{t.history}</caption>
          <thead>
            <tr>
              <th scope="col">{t.validFrom}</th>
              <th scope="col">{list.current}</th>
              <th scope="col">{t.vatRate}</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((p) => (
              <tr key={p.id}>
                <td>{p.validFrom}</td>
                <td>{formatSek(p.priceOre)}</td>
                <td>{formatRate(p.vatRateBp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DataState>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-price`}>{t.price}</label>
          <input
            ref={priceRef}
            id={`${id}-price`}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-rate`}>{t.vatRate}</label>
          {/* Only the rates Sweden has (issue 30); the server refuses any other. */}
          <select id={`${id}-rate`} aria-describedby={`${id}-rate-hint`} value={rate} onChange={(e) => setRate(e.target.value)}>
            {t.rates.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <small id={`${id}-rate-hint`}>{t.vatHint}</small>
        </div>
        <DateField id={`${id}-from`} label={t.validFrom} value={validFrom} onChange={setValidFrom} required />
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
        <div role="status" aria-live="polite">
          {done && <p className="kit-notice kit-notice-ok">{done}</p>}
        </div>
        <div className="kit-buttons">
          <button type="submit" disabled={saving}>
            {t.save}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            {common.close}
          </button>
        </div>
      </form>
    </Modal>
  );
}
