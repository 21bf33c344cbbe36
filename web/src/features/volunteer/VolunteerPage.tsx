import { useQuery } from '@apollo/client/react';
import { useLiveRefetch } from '../../lib/live';
import { addDays } from 'date-fns';
import { type FormEvent, lazy, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import { sv } from '../../i18n/sv-volunteer';
import type { ShelterCriterion } from '../../gql/graphql';
import { DateField } from '../../ui/DateField';
import { ShowMore } from '../../ui/ShowMore';
import { nameWithUno } from '../../lib/full-name';
import { fromLocalDate, toLocalDate, todayInStockholm } from '../../lib/dates';
import { hostOptions, queryRange, regionOptions } from './availability';
import type { BookingOutcome, FoundGuest } from './BookRoomModal';
import { CreateGuestForm } from './CreateGuestForm';
import { StartCodeBox } from './StartCodeBox';
import { VolunteerAvailabilityDocument, VolunteerHostsDocument } from './volunteer.graphql';
import './volunteer.css';

// Opened by a tap (a room's Boka), and shown after a booking: fetched then, so the page's first
// load stays within its budget with the server's render and hydration (issue 34 §2).
const BookRoomModal = lazy(async () => ({ default: (await import('./BookRoomModal')).BookRoomModal }));
const ConfirmationSlip = lazy(async () => ({ default: (await import('./ConfirmationSlip')).ConfirmationSlip }));

const t = sv.volunteer;

/** Shelters per page, and the most one answer holds (the server's MAX_PAGE). */
export const SHELTERS_PER_PAGE = 20;
export const MOST_SHELTERS = 200;

interface Search {
  start: string;
  end: string | null;
  regionId: string;
  hostId: string;
  text: string;
  criteria: ShelterCriterion[];
}

/** Every criterion, in the catalogue's order (issue 19 §5: volunteers filter shelters by them). */
const CRITERIA = Object.keys(sv.criterionLabel) as ShelterCriterion[];

interface Chosen {
  product: { id: string; name: string };
  hostName: string;
}

/**
 * /volunteer, 'Hitta Tillgängliga Rum' (SPEC §2, §5): find rooms free on every night of a stay,
 * create guests, and book a room for a guest. The dates start as tonight (one night); 'Sök'
 * applies the filters. Issue 22: the server filters and pages (most free places first, 20 shelters
 * at a time, 'Visa fler' for more): the page never holds every room in Sweden. `today` is
 * injectable for tests.
 */
export function VolunteerPage({ today = todayInStockholm() }: { today?: string }) {
  const { me } = useSession();
  const tomorrow = toLocalDate(addDays(fromLocalDate(today), 1));
  const [start, setStart] = useState<string | null>(today);
  const [end, setEnd] = useState<string | null>(tomorrow);
  const [regionId, setRegionId] = useState('');
  const [hostId, setHostId] = useState('');
  const [text, setText] = useState('');
  const [criteria, setCriteria] = useState<ShelterCriterion[]>([]);
  const [applied, setApplied] = useState<Search>({ start: today, end: tomorrow, regionId: '', hostId: '', text: '', criteria: [] });
  const [limit, setLimit] = useState(SHELTERS_PER_PAGE);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  // Issue 23 §11: the guest just created, carried into the next booking.
  const [newGuest, setNewGuest] = useState<FoundGuest | null>(null);

  const range = queryRange(applied.start, applied.end);
  // Sök with the filters already applied asks again (a new search is a new query by itself).
  const [again, setAgain] = useState(0);

  // Issue 33 §12: after Sök, focus (and the view) moves to the results' heading, right under the search.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [searched, setSearched] = useState(0);
  useEffect(() => {
    if (searched > 0) resultsHeading.current?.focus();
  }, [searched]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setSearched((n) => n + 1);
    const next = { start: start ?? today, end, regionId, hostId, text, criteria };
    if (JSON.stringify(next) === JSON.stringify(applied) && limit === SHELTERS_PER_PAGE) setAgain((n) => n + 1);
    setApplied(next);
    setLimit(SHELTERS_PER_PAGE);
  };

  const booked = (o: BookingOutcome) => {
    setChosen(null);
    setNewGuest(null);
    setOutcome(o);
  };

  return (
    <div className="volunteer">
      <h1>{t.heading}</h1>
      {me?.firstName && <p className="welcome">{t.welcome(me.firstName)}</p>}

      <div role="status" aria-live="polite" className="booking-outcome">
        {outcome && (
          <div className={outcome.kind === 'confirmed' ? 'notice-ok' : 'notice-queued'}>
            {outcome.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </div>
      {outcome?.slip && (
        <Suspense fallback={null}>
          <ConfirmationSlip slip={outcome.slip} />
        </Suspense>
      )}

      <div className="volunteer-layout">
        <section className="card room-filters" aria-labelledby="room-filters-title">
          <h2 id="room-filters-title">{t.filters}</h2>
          <form onSubmit={search} noValidate>
            <DateField id="room-start" label={t.start} placeholder={t.start} value={start} onChange={setStart} />
            <DateField id="room-end" label={t.end} placeholder={t.end} value={end} onChange={setEnd} min={start} />
            <RegionAndHostFields regionId={regionId} hostId={hostId} onRegion={setRegionId} onHost={setHostId} />
            <div className="field">
              <label htmlFor="room-text">{t.textFilter}</label>
              <input id="room-text" type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} />
            </div>
            <fieldset className="room-criteria">
              <legend>{t.criteria}</legend>
              {CRITERIA.map((c) => (
                <label key={c}>
                  <input
                    type="checkbox"
                    checked={criteria.includes(c)}
                    onChange={(e) =>
                      setCriteria((old) =>
                        e.target.checked ? CRITERIA.filter((x) => x === c || old.includes(x)) : old.filter((x) => x !== c),
                      )
                    }
                  />
                  {sv.criterionLabel[c]}
                </label>
              ))}
            </fieldset>
            <button type="submit">{t.search}</button>
          </form>
        </section>
        {newGuest && (
          <div className="card booking-for" role="status">
            <p>{t.bookingFor(nameWithUno(newGuest, newGuest.uno))}</p>
            <button type="button" className="secondary" onClick={() => setNewGuest(null)}>
              {t.bookingForOther}
            </button>
            <StartCodeBox guestId={newGuest.id} />
          </div>
        )}

        <AvailabilityResults
          applied={applied}
          limit={limit}
          onLimit={setLimit}
          again={again}
          headingRef={resultsHeading}
          onBook={(product, hostName) => {
            setOutcome(null);
            setChosen({ product, hostName });
          }}
        />
        {/* Issue 33 §12: after the results, so on a phone Sök's results come right under the search. */}
        <CreateGuestForm
          onCreated={(g) => {
            setOutcome(null);
            setNewGuest(g);
          }}
        />
      </div>

      {chosen && (
        <Suspense fallback={<p role="status">{sv.common.loading}</p>}>
          <BookRoomModal
            product={chosen.product}
            hostName={chosen.hostName}
            start={applied.start}
            end={applied.end ?? range.end}
            onClose={() => setChosen(null)}
            onBooked={booked}
            initialGuest={newGuest}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * 'Välj Region' and 'Välj Värd', from every open shelter (read once). A component of its own, as
 * the results are: a hydrating page's first read of each query is one piece of work React cannot
 * slice, so the page's two reads and its render are three (issue 34 §2, stop 58).
 */
function RegionAndHostFields({
  regionId,
  hostId,
  onRegion,
  onHost,
}: {
  regionId: string;
  hostId: string;
  onRegion: (id: string) => void;
  onHost: (id: string) => void;
}) {
  const { data } = useQuery(VolunteerHostsDocument, { fetchPolicy: 'cache-first' });
  const allHosts = data?.shelters;
  const regions = useMemo(() => regionOptions(allHosts ?? []), [allHosts]);
  const hosts = useMemo(() => hostOptions(allHosts ?? [], regionId || null), [allHosts, regionId]);

  // A host of another region is no longer chosen when a region is.
  const chooseRegion = (id: string) => {
    onRegion(id);
    if (id && hostId && !(allHosts ?? []).some((h) => h.id === hostId && h.region.id === id)) onHost('');
  };

  return (
    <>
      <div className="field">
        <label htmlFor="room-region">{t.regionFilter}</label>
        <select id="room-region" value={regionId} onChange={(e) => chooseRegion(e.target.value)}>
          <option value="">{t.allRegions}</option>
          {regions.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="room-host">{t.host}</label>
        <select id="room-host" value={hostId} onChange={(e) => onHost(e.target.value)}>
          <option value="">{t.allHosts}</option>
          {hosts.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/**
 * The shelters with a room free on every night of the applied search, 20 at a time. `again` counts
 * the times Sök asked again with the same filters.
 */
function AvailabilityResults({
  applied,
  limit,
  onLimit,
  again,
  headingRef,
  onBook,
}: {
  applied: Search;
  limit: number;
  onLimit: (limit: number) => void;
  again: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBook: (product: Chosen['product'], hostName: string) => void;
}) {
  const range = queryRange(applied.start, applied.end);
  // Only what is chosen is sent: the first page of the whole country is just the dates.
  const variables = {
    ...range,
    ...(applied.regionId ? { regionId: applied.regionId } : {}),
    ...(applied.hostId ? { hostId: applied.hostId } : {}),
    ...(applied.text.trim() ? { search: applied.text.trim() } : {}),
    ...(applied.criteria.length > 0 ? { criteria: applied.criteria } : {}),
    ...(limit !== SHELTERS_PER_PAGE ? { limit } : {}),
  };
  const { data, previousData, loading, error, refetch } = useQuery(VolunteerAvailabilityDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  // DESIGN §7: the results follow bookings made anywhere (polling when the live feed is down).
  useLiveRefetch(refetch);
  const latestRefetch = useRef(refetch);
  latestRefetch.current = refetch;
  useEffect(() => {
    if (again > 0) void latestRefetch.current();
  }, [again]);
  // While 'Visa fler' loads, the shelters already shown stay; a new search starts from 'Laddar...'.
  const page = (data ?? (limit > SHELTERS_PER_PAGE ? previousData : undefined))?.volunteerAvailabilityPage;
  const results = page?.shelters ?? [];

  return (
    <section className="room-results" aria-labelledby="room-results-title" aria-busy={loading}>
      <h2 id="room-results-title" className="results-title" ref={headingRef} tabIndex={-1}>
        {t.datesTitle(applied.start, range.end)}
      </h2>
      {loading && !page ? (
        <p role="status">{t.loading}</p>
      ) : error && !page ? (
        <p role="alert" className="error">
          {t.loadFailed}
        </p>
      ) : results.length === 0 ? (
        <p className="empty">{t.noRooms}</p>
      ) : (
        <>
          <p className="results-count" aria-live="polite">
            {t.showing(results.length, page?.total ?? 0)}
          </p>
          <ul className="host-cards">
            {results.map(({ host, products }) => (
              <li key={host.id} className="card host-card">
                <h3>{host.name}</h3>
                <p>
                  <strong>{t.place}</strong> {host.street}, {host.city}
                </p>
                <p>
                  <strong>{t.region}</strong> {host.region.name}
                </p>
                {host.criteria.length > 0 && (
                  <p>
                    <strong>{t.criteriaOf}</strong> {host.criteria.map((c) => sv.criterionLabel[c]).join(', ')}
                  </p>
                )}
                <ul className="product-list">
                  {products.map((item) => (
                    <li key={item.product.id} className="product-card">
                      <span className="product-name">{item.product.name}</span>
                      <span>
                        <strong>{t.description}</strong> {item.product.description}
                      </span>
                      <span>
                        <strong>{t.type}</strong> {sv.productTypeLabel[item.product.type]}
                      </span>
                      <span>
                        <strong>{t.totalPlaces}</strong> {item.product.totalPlaces}
                      </span>
                      <span>
                        <strong>{t.placesLeft}</strong> {item.placesLeft}
                      </span>
                      <button
                        type="button"
                        className="product-book"
                        aria-label={t.bookProduct(item.product.name, host.name)}
                        onClick={() => onBook(item.product, host.name)}
                      >
                        {t.book}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <ShowMore
            hasMore={page?.hasMore ?? false}
            limit={limit}
            step={SHELTERS_PER_PAGE}
            most={MOST_SHELTERS}
            loading={loading}
            onLimit={onLimit}
            more={t.showMore}
            refine={t.refine}
            className="results"
          />
        </>
      )}
    </section>
  );
}
