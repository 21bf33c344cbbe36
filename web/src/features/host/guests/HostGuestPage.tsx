import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { HostNoteRowFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host-profile';
import { actionErrorText } from '../../../lib/action-error';
import { dayMonth } from '../../../lib/dates';
import { errorCode } from '../../../lib/errors';
import { fullName } from '../../../lib/full-name';
import { stockholmDateTime } from '../../../lib/instant';
import { paths } from '../../../lib/paths';
import { DataState } from '../../../ui/DataState';
import { Notice, type NoticeValue } from '../../../ui/Notice';
import { StatusBadge } from '../../../ui/StatusBadge';
import { BarControls, useGuestBars } from './bars';
import { AddHostNoteDocument, DeleteHostNoteDocument, HostGuestDocument } from './guests.graphql';
import '../host.css';
import './guests.css';

const t = sv.host.guests;
export const MAX_NOTE = 2000;

/**
 * /host/guests/:id (issue 19 §4): one guest of this shelter — UNO code, flag, this month's nights,
 * every booking here (newest first) and the host staff's notes (add, delete). A guest who is not
 * this shelter's is "not found", as the server says.
 */
export function HostGuestPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch: retry } = useQuery(HostGuestDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const bars = useGuestBars();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const refetch = { refetchQueries: [HostGuestDocument], awaitRefetchQueries: true };
  const [addNote, { loading: adding }] = useMutation(AddHostNoteDocument, refetch);
  const [deleteNote] = useMutation(DeleteHostNoteDocument, refetch);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const noteId = useId();
  const detail = data?.hostGuest;
  const name = detail ? fullName(detail.guest) : '';
  const notFound = errorCode(error) === 'GUEST_NOT_FOUND';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const problem = trimmed === '' ? t.noteEmpty : trimmed.length > MAX_NOTE ? t.noteTooLong(MAX_NOTE) : null;
    setTextError(problem);
    if (problem) return;
    try {
      await addNote({ variables: { guestId: id, text: trimmed } });
      setText('');
      setNotice({ kind: 'ok', text: t.noteAdded });
    } catch (e) {
      setNotice({ kind: 'error', text: actionErrorText(e, {}, t.failed) });
    }
  };

  const remove = async (note: HostNoteRowFragment) => {
    try {
      await deleteNote({ variables: { id: note.id } });
      setNotice({ kind: 'ok', text: t.noteDeleted });
    } catch (e) {
      setNotice({ kind: 'error', text: actionErrorText(e, {}, t.failed) });
    }
  };

  return (
    <section className="host-guests" aria-labelledby="host-guest-title">
      <p className="host-guest-back">
        <Link to={paths.hostGuests}>← {t.back}</Link>
      </p>
      <h1 id="host-guest-title">{name || t.title}</h1>
      {notFound ? (
        <p role="alert" className="error">
          {t.notFound}
        </p>
      ) : (
        <DataState loading={loading && !data} error={data ? undefined : error} onRetry={retry}>
          {detail && (
            <>
              <Notice notice={notice} />
              <dl className="host-guest-facts">
                <div>
                  <dt>{t.columns.uno}</dt>
                  <dd>{detail.guest.unokod ?? t.noUno}</dd>
                </div>
                <div>
                  <dt>{t.columns.lastStay}</dt>
                  <dd>
                    {detail.guest.lastStay
                      ? t.stayDates(dayMonth(detail.guest.lastStay.startDate), dayMonth(detail.guest.lastStay.endDate))
                      : t.noStay}
                  </dd>
                </div>
                <div>
                  <dt>{t.columns.nights}</dt>
                  <dd>{t.nights(detail.guest.nightsThisMonth)}</dd>
                </div>
                {detail.guest.flag && (
                  <div>
                    <dt>{t.columns.flag}</dt>
                    <dd className="host-guest-flag">{t.flagged}</dd>
                  </div>
                )}
              </dl>
              <BarControls guestId={detail.guest.id} name={name} bar={bars.get(detail.guest.id)} onNotice={setNotice} />

              <h2>{t.stays}</h2>
              {detail.stays.length === 0 ? (
                <p className="empty">{t.noStays}</p>
              ) : (
                <ul className="host-guest-stays">
                  {detail.stays.map((b) => (
                    <li key={b.id} className="host-guest-card">
                      <span className="host-guest-name">{t.stayDates(b.startDate, b.endDate)}</span>
                      <span>
                        <span className="host-guest-label">{t.room}: </span>
                        {b.product.name}
                      </span>
                      <StatusBadge status={b.status} />
                    </li>
                  ))}
                </ul>
              )}

              <h2>{t.notes}</h2>
              <p className="admin-muted">{t.notesHint}</p>
              <form className="host-guest-note-form" onSubmit={(e) => void submit(e)} noValidate>
                <div className="field">
                  <label htmlFor={noteId}>{t.newNote}</label>
                  <textarea
                    id={noteId}
                    rows={3}
                    maxLength={MAX_NOTE}
                    value={text}
                    aria-invalid={!!textError}
                    aria-describedby={textError ? `${noteId}-error` : undefined}
                    onChange={(e) => setText(e.target.value)}
                  />
                  {textError && (
                    <p id={`${noteId}-error`} className="error">
                      {textError}
                    </p>
                  )}
                </div>
                <button type="submit" disabled={adding}>
                  {t.addNote}
                </button>
              </form>
              {detail.notes.length === 0 ? (
                <p className="empty">{t.noNotes}</p>
              ) : (
                <ul className="host-guest-notes">
                  {detail.notes.map((n) => {
                    const when = stockholmDateTime(n.createdAt);
                    return (
                      <li key={n.id} className="host-guest-note">
                        <p className="host-guest-note-text">{n.text}</p>
                        <p className="host-guest-note-by">{t.noteBy(n.authorName, when)}</p>
                        <button
                          type="button"
                          className="secondary"
                          aria-label={t.deleteNoteFor(n.authorName, when)}
                          onClick={() => void remove(n)}
                        >
                          {t.deleteNote}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          )}
        </DataState>
      )}
    </section>
  );
}
