import { formatPostcode } from '../../../lib/postcode';
import { useQuery } from '@apollo/client/react';
import { differenceInCalendarDays, subDays } from 'date-fns';
import { type FormEvent, Fragment, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CaseworkerGuestDetailQuery } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-caseworker';
import { fullName } from '../../../lib/full-name';
import { DataState } from '../../../ui/DataState';
import { fromLocalDate, toLocalDate, todayInStockholm } from '../../../lib/dates';
import { stockholmDateTime } from '../../../lib/instant';
import { paths } from '../../../lib/paths';
import '../caseworker.css';
import { CaseworkerGuestDetailDocument, CaseworkerGuestNightsDocument, CaseworkerGuestsDocument } from '../caseworker.graphql';

const t = sv.caseworker.users;

/** Guests per page of the list (issue 23 §10: never every guest at once). */
export const USERS_PAGE_SIZE = 50;

/** The nights shown for a guest: the last year, as long a range as the report takes (366 days). */
const NIGHTS_DAYS_BACK = 365;

/**
 * /caseworker/users, 'Användare' (issue 6): search the guests of the caseworker's assigned
 * shelters; the chosen guest (`?guest=id`) shows the caseworker-only record (SPEC §3, DESIGN §3),
 * the bookings at those shelters with their audit history, and the nights used.
 */
export function UsersPage() {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [search, setSearch] = useState<string | null>(params.get('q'));
  const selected = params.get('guest');
  const [offset, setOffset] = useState(0);
  const guests = useQuery(CaseworkerGuestsDocument, { variables: { search, offset, limit: USERS_PAGE_SIZE } });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim() === '' ? null : text.trim());
    setOffset(0);
  };

  const page = guests.data?.caseworkerGuestPage;
  const list = page?.items ?? [];
  const total = page?.total ?? 0;
  const exact = page?.totalExact ?? true;
  const linkTo = (id: string) => {
    const next = new URLSearchParams();
    if (search) next.set('q', search);
    next.set('guest', id);
    return `?${next.toString()}`;
  };

  return (
    <div className="caseworker-users">
      <h1>{t.heading}</h1>
      <div className="users-layout">
        <section className="card users-list" aria-labelledby="users-list-title">
          <form role="search" onSubmit={submit} className="users-search">
            <div className="field">
              <label htmlFor="users-search">{t.searchLabel}</label>
              <input id="users-search" type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={201} />
            </div>
            <button type="submit">{t.search}</button>
          </form>
          <h2 id="users-list-title">{t.results}</h2>
          <DataState
            loading={guests.loading && !guests.data}
            error={guests.error}
            onRetry={guests.refetch}
            empty={list.length === 0}
            emptyText={t.noGuests}
          >
            <ul className="plain-list">
              {list.map((g) => (
                <li key={g.id}>
                  <Link to={linkTo(g.id)} aria-current={g.id === selected ? 'true' : undefined}>
                    {t.guestButton(fullName(g), g.uno)}
                  </Link>
                </li>
              ))}
            </ul>
            {total > list.length && (
              <nav className="users-pager" aria-label={t.pages}>
                <p>{exact ? t.shown(offset + 1, offset + list.length, total) : t.shownOfMore(offset + 1, offset + list.length, total)}</p>
                <button
                  type="button"
                  className="secondary"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - USERS_PAGE_SIZE))}
                >
                  {t.previous}
                </button>
                <button
                  type="button"
                  className="secondary"
                  disabled={exact && offset + USERS_PAGE_SIZE >= total}
                  onClick={() => setOffset(offset + USERS_PAGE_SIZE)}
                >
                  {t.next}
                </button>
              </nav>
            )}
          </DataState>
        </section>
        <div className="users-detail">{selected ? <GuestDetail id={selected} /> : <p>{t.chooseGuest}</p>}</div>
      </div>
    </div>
  );
}

type GuestRecord = CaseworkerGuestDetailQuery['caseworkerGuest'];
type GuestBooking = CaseworkerGuestDetailQuery['caseworkerGuestBookings'][number];

function GuestDetail({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(CaseworkerGuestDetailDocument, { variables: { id } });
  return (
    <DataState loading={loading && !data} error={error} onRetry={refetch}>
      {data && (
        <>
          <GuestRecordCard guest={data.caseworkerGuest} />
          <p>
            <Link to={`${paths.caseworkerDecisions}?guest=${encodeURIComponent(id)}`}>{t.decisions}</Link>
          </p>
          <GuestBookings bookings={data.caseworkerGuestBookings} />
          <GuestNights guestId={id} />
        </>
      )}
    </DataState>
  );
}

const orMissing = (value: string | null | undefined): string => (value && value.trim() !== '' ? value : t.missing);

function GuestRecordCard({ guest }: { guest: GuestRecord }) {
  const f = t.fields;
  const rows: [string, string][] = [
    [f.firstName, orMissing(guest.firstName)],
    [f.lastName, orMissing(guest.lastName)],
    [f.gender, guest.gender ? (t.gender[guest.gender] ?? guest.gender) : t.missing],
    [f.unokod, orMissing(guest.unokod)],
    [f.dayOfBirth, orMissing(guest.dayOfBirth)],
    [f.personnrLastnr, orMissing(guest.personnrLastnr)],
    [f.street, orMissing(guest.street)],
    [f.postcode, orMissing(guest.postcode ? formatPostcode(guest.postcode) : guest.postcode)],
    [f.city, orMissing(guest.city)],
    [f.country, orMissing(guest.country)],
    [f.phone, orMissing(guest.phone)],
    [f.email, orMissing(guest.email)],
    [f.region, orMissing(guest.region?.name)],
    [f.requirements, orMissing(guest.requirements)],
    [f.flag, guest.flag ? t.flagged : t.notFlagged],
    ...guest.bars.map((b): [string, string] => [t.barred, t.barredAt(b.shelter.name, b.until, b.reason)]),
    [f.lastEdit, stockholmDateTime(guest.lastEdit)],
  ];
  return (
    <section className="card" aria-labelledby="guest-record-title">
      <h2 id="guest-record-title">
        {fullName(guest)} – {t.details}
      </h2>
      <dl className="record">
        {rows.map(([label, value]) => (
          <div key={`${label}:${value}`}>
            <dt>{label}</dt>
            <dd className={(label === f.flag && guest.flag) || label === t.barred ? 'flagged' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const nightsOf = (b: GuestBooking): number => differenceInCalendarDays(fromLocalDate(b.endDate), fromLocalDate(b.startDate));

function GuestBookings({ bookings }: { bookings: GuestBooking[] }) {
  const c = t.bookingColumns;
  return (
    <section className="card" aria-labelledby="guest-bookings-title">
      <h2 id="guest-bookings-title">{t.bookings}</h2>
      {bookings.length === 0 ? (
        <p className="empty">{t.noBookings}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{c.shelter}</th>
                <th scope="col">{c.room}</th>
                <th scope="col">{c.checkIn}</th>
                <th scope="col">{c.checkOut}</th>
                <th scope="col">{c.nights}</th>
                <th scope="col">{c.status}</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((b) => (
                <Fragment key={b.id}>
                  <tr className="booking-row">
                    <td>{b.product.shelter.name}</td>
                    <td>{b.product.name}</td>
                    <td className="nowrap">{b.startDate}</td>
                    <td className="nowrap">{b.endDate}</td>
                    <td>{nightsOf(b)}</td>
                    <td>{sv.statusLabel[b.status]}</td>
                  </tr>
                  {/* The history spans the whole width under its booking: events are long lines. */}
                  <tr className="history-row">
                    <td colSpan={6}>
                      <details>
                        <summary aria-label={t.historyOf(b.product.name, b.startDate)}>{t.showHistory}</summary>
                        <ol className="history">
                          {b.history.map((e) => (
                            <li key={e.id}>
                              <span className="history-time">{stockholmDateTime(e.at)}</span>{' '}
                              <strong>{sv.caseworker.actionLabel[e.action] ?? e.action}</strong>
                              {' · '}
                              {e.fromStatus ? `${sv.statusLabel[e.fromStatus]} → ` : ''}
                              {sv.statusLabel[e.toStatus]}
                              {' · '}
                              {sv.caseworker.actorGroupLabel[e.actorGroup] ?? e.actorGroup}
                              {e.actorName ? ` ${e.actorName}` : ''}
                              {e.reason && (
                                <>
                                  {' · '}
                                  {t.reason} {e.reason}
                                </>
                              )}
                            </li>
                          ))}
                        </ol>
                      </details>
                    </td>
                  </tr>
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function GuestNights({ guestId }: { guestId: string }) {
  const end = todayInStockholm();
  const start = toLocalDate(subDays(fromLocalDate(end), NIGHTS_DAYS_BACK));
  const { data, loading, error, refetch } = useQuery(CaseworkerGuestNightsDocument, { variables: { start, end, guestId } });
  const report = data?.nightsReport;
  return (
    <section className="card" aria-labelledby="guest-nights-title">
      <h2 id="guest-nights-title">{t.nights}</h2>
      <p>{t.nightsPeriod(start, end)}</p>
      <DataState
        loading={loading && !data}
        error={error}
        onRetry={refetch}
        empty={!report || report.rows.length === 0}
        emptyText={t.noNights}
      >
        {report && (
          <>
            <ul className="plain-list">
              {report.rows.map((r) => (
                <li key={r.shelter.id}>
                  {r.shelter.name} ({r.region.name}): {r.nights}
                </li>
              ))}
            </ul>
            <p>
              <strong>{t.nightsTotal(report.totalNights)}</strong>
            </p>
          </>
        )}
      </DataState>
    </section>
  );
}
