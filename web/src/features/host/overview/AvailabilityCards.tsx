import { sv } from '../../../i18n/sv-host';
import { DataState } from '../../../ui/DataState';
import { dayColumn } from '../../../lib/dates';
import { ScrollTable } from '../../../ui/ScrollTable';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { weekTable } from './availability';
import type { CardState, Overview } from './host-lists';

const t = sv.host.overview;

/** SPEC §2: 'Lediga platser idag' (per product) and the 7-day 'Lediga platser' table (per room). */
export function AvailabilityCards({
  today,
  week: weekData,
  loading,
  error,
  retry,
}: CardState & { today: Overview['today']; week: Overview['week'] }) {
  const week = weekData ? weekTable(weekData) : null;
  const done = !loading && error === undefined;

  return (
    <>
      <section className="card host-card-today" aria-labelledby="overview-today" aria-busy={loading || undefined}>
        <h2 id="overview-today">{t.placesToday}</h2>
        <DataState loading={loading} error={error} onRetry={retry} empty={done && (today ?? []).length === 0} emptyText={t.noProducts}>
          <table className="host-places-today">
            <thead>
              <tr>
                <th scope="col">{t.placesProduct}</th>
                <th scope="col">{t.placesColumn}</th>
              </tr>
            </thead>
            <tbody>
              {today?.map(({ product, nights }) => {
                const left = nights[0]?.placesLeft;
                return (
                  <tr key={product.id}>
                    <th scope="row">{product.name}</th>
                    <td>{left === undefined ? t.noData : t.placesOf(left, product.totalPlaces)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </DataState>
      </section>

      <section className="card host-card-week" aria-labelledby="overview-week" aria-busy={loading || undefined}>
        <h2 id="overview-week">{t.week}</h2>
        <DataState loading={loading} error={error} onRetry={retry} empty={done && (week?.rows ?? []).length === 0} emptyText={t.noProducts}>
          {week && (
            <ScrollTable label={sv.tableOf(t.week)}>
              <table className="host-week">
                <thead>
                  <tr>
                    <th scope="col">{t.weekRoom}</th>
                    {week.dates.map((date) => (
                      <th scope="col" key={date}>
                        <time dateTime={date}>{dayColumn(date)}</time>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {week.rows.map(({ product, cells }) => (
                    <tr key={product.id}>
                      <th scope="row">{product.name}</th>
                      {cells.map((cell) => (
                        <td key={cell.date} className={`host-avail host-avail-${cell.level}`} data-level={cell.level}>
                          {cell.placesLeft === null ? (
                            <>
                              <span aria-hidden="true">{t.noData}</span>
                              <VisuallyHidden>{t.noDataLong}</VisuallyHidden>
                            </>
                          ) : (
                            <>
                              <span aria-hidden="true">{cell.placesLeft}</span>
                              <VisuallyHidden>{t.placesOfLong(cell.placesLeft, product.totalPlaces)}</VisuallyHidden>
                            </>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
        </DataState>
      </section>
    </>
  );
}
