import type { ReactNode } from 'react';
import { DataState } from '../../ui/DataState';
import { Notice, type NoticeValue } from '../../ui/Notice';
import { ScrollTable } from '../../ui/ScrollTable';
import { sv } from '../../i18n/sv-admin';
import { SearchBox } from './SearchBox';

/**
 * The frame every administration tab lists its records in: the last action's notice, a search box,
 * and a scrolling table with its loading, error and empty states. `children` are the body rows.
 */
export function AdminList({
  label,
  notice,
  search,
  onSearch,
  loading,
  error,
  empty,
  emptyText,
  columns,
  children,
}: {
  label: string;
  notice: NoticeValue | null;
  search: string;
  onSearch: (value: string) => void;
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <>
      <Notice notice={notice} />
      <SearchBox label={label} value={search} onSearch={onSearch} />
      <section className="card" aria-label={label}>
        <DataState loading={loading} error={error} empty={empty} emptyText={emptyText}>
          <ScrollTable label={sv.tableOf(label)}>
            <table>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{children}</tbody>
            </table>
          </ScrollTable>
        </DataState>
      </section>
    </>
  );
}
