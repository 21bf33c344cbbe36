import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import type { HostGuestBarRowFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host-profile';
import { actionErrorText } from '../../../lib/action-error';
import { todayInStockholm } from '../../../lib/dates';
import { Modal } from '../../../ui/Modal';
import type { NoticeValue } from '../../../ui/Notice';

const t = sv.host.guests;

// Avstängning (issue 19 §7) as Gäster shows it: the bars in force at the host's shelter, and the
// host's bar and lift. The bar itself (rules, refusals, audit) is the gateway's bar feature.

export const HostGuestBarRowFragmentDoc = graphql(`
  fragment HostGuestBarRow on GuestBar {
    id
    guest {
      id
    }
    until
    reason
    createdAt
    liftedAt
  }
`);

export const HostGuestBarsDocument = graphql(`
  query HostGuestBars {
    hostGuestBars {
      ...HostGuestBarRow
    }
  }
`);

export const BarGuestDocument = graphql(`
  mutation BarGuest($input: BarGuestInput!) {
    barGuest(input: $input) {
      ...HostGuestBarRow
    }
  }
`);

export const LiftGuestBarDocument = graphql(`
  mutation LiftGuestBar($id: ID!) {
    liftGuestBar(id: $id) {
      ...HostGuestBarRow
    }
  }
`);

/** The bars in force at the host's shelter, by guest id (a failed load shows no bars, the list still works). */
export function useGuestBars(): Map<string, HostGuestBarRowFragment> {
  const { data } = useQuery(HostGuestBarsDocument, { fetchPolicy: 'cache-and-network' });
  return useMemo(() => new Map((data?.hostGuestBars ?? []).filter((b) => !b.liftedAt).map((b) => [b.guest.id, b])), [data]);
}

/** "Avstängd till och med …" when the guest is barred here. */
export function BarredNote({ bar }: { bar: HostGuestBarRowFragment | undefined }) {
  if (!bar) return null;
  return <span className="host-guest-barred">{t.barred(bar.until)}</span>;
}

const MAX_REASON = 500;

/** The guest detail's Avstäng (a dialog with the last day and the reason) or, when barred, Häv avstängning. */
export function BarControls({
  guestId,
  name,
  bar,
  onNotice,
}: {
  guestId: string;
  name: string;
  bar: HostGuestBarRowFragment | undefined;
  onNotice: (notice: NoticeValue) => void;
}) {
  const [open, setOpen] = useState(false);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ until?: string; reason?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const untilRef = useRef<HTMLInputElement>(null);
  const ids = { until: useId(), reason: useId() };
  const refetch = { refetchQueries: [HostGuestBarsDocument], awaitRefetchQueries: true };
  const [barGuest, { loading: barring }] = useMutation(BarGuestDocument, refetch);
  const [liftBar, { loading: lifting }] = useMutation(LiftGuestBarDocument, refetch);
  const today = todayInStockholm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(/^\d{4}-\d{2}-\d{2}$/.test(until) && until >= today ? {} : { until: t.barUntilMissing }),
      ...(reason.trim() === '' ? { reason: t.barReasonMissing } : {}),
    };
    setErrors(found);
    if (found.until || found.reason) return;
    try {
      await barGuest({ variables: { input: { guestId, until, reason: reason.trim() } } });
      setOpen(false);
      setReason('');
      setUntil('');
      onNotice({ kind: 'ok', text: t.barDone(name, until) });
    } catch (e) {
      setProblem(actionErrorText(e, {}, t.failed));
    }
  };

  const lift = async (id: string) => {
    try {
      await liftBar({ variables: { id } });
      onNotice({ kind: 'ok', text: t.lifted(name) });
    } catch (e) {
      onNotice({ kind: 'error', text: actionErrorText(e, {}, t.failed) });
    }
  };

  return (
    <div className="host-guest-bar">
      {bar ? (
        <>
          <p className="host-guest-barred">{t.barred(bar.until)}</p>
          <button type="button" className="secondary" disabled={lifting} onClick={() => void lift(bar.id)}>
            {t.lift}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setProblem(null);
            setErrors({});
            setOpen(true);
          }}
        >
          {t.bar}
        </button>
      )}
      {open && (
        <Modal title={t.barTitle(name)} onClose={() => setOpen(false)} initialFocus={untilRef}>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <div className="field">
              <label htmlFor={ids.until}>{t.barUntil}</label>
              <input
                ref={untilRef}
                id={ids.until}
                type="date"
                min={today}
                value={until}
                aria-invalid={!!errors.until}
                aria-describedby={errors.until ? `${ids.until}-error` : undefined}
                onChange={(e) => setUntil(e.target.value)}
              />
              {errors.until && (
                <p id={`${ids.until}-error`} className="error">
                  {errors.until}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={ids.reason}>{t.barReason}</label>
              <textarea
                id={ids.reason}
                rows={3}
                maxLength={MAX_REASON}
                value={reason}
                aria-invalid={!!errors.reason}
                aria-describedby={errors.reason ? `${ids.reason}-error` : undefined}
                onChange={(e) => setReason(e.target.value)}
              />
              {errors.reason && (
                <p id={`${ids.reason}-error`} className="error">
                  {errors.reason}
                </p>
              )}
            </div>
            {problem && (
              <p role="alert" className="error">
                {problem}
              </p>
            )}
            <div className="kit-buttons">
              <button type="submit" disabled={barring}>
                {t.barSave}
              </button>
              <button type="button" className="secondary" onClick={() => setOpen(false)}>
                {t.barCancel}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </div>
  );
}
