import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { AdminGuestRowFragment, GuestRecordInput } from '../../gql/graphql';
import { sv } from '../../i18n/sv-admin';
import { adminPeople } from '../../i18n/sv/admin-people';
import { fullName } from '../../lib/full-name';
import type { NoticeValue } from '../../ui/Notice';
import { AdminList } from './AdminList';
import { AdminGuestsDocument, AdminUpdateGuestDocument } from './admin.graphql';
import { GuestForm } from './GuestForm';
import { MergeGuests } from './MergeGuests';
import { failText } from './fail-text';

/** The fields this component renders of each row (spread by the queries that list them). */
export const AdminGuestRowFields = graphql(`
  fragment AdminGuestRow on GuestRecord {
    id
    firstName
    lastName
    gender
    street
    postcode
    city
    country
    phone
    email
    unokod
    dayOfBirth
    personnrLastnr
    requirements
    flag
    region {
      id
      name
    }
  }
`);

const t = adminPeople.guests;

/** Gäster: search guest records, edit every field, and merge two records of the same guest. */
export function GuestsTab() {
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useQuery(AdminGuestsDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(AdminUpdateGuestDocument);
  const [editing, setEditing] = useState<AdminGuestRowFragment | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const guests = data?.adminGuests ?? [];

  const save = async (input: GuestRecordInput): Promise<string | null> => {
    if (!editing) return null;
    try {
      await update({ variables: { id: editing.id, input } });
      setNotice({ kind: 'ok', text: sv.admin.saved(fullName(input)) });
      setEditing(null);
      await refetch().catch(() => undefined);
      return null;
    } catch (e) {
      return failText(e);
    }
  };

  return (
    <div>
      <AdminList
        label={t.listLabel}
        notice={notice}
        search={search}
        onSearch={setSearch}
        loading={loading && !data}
        error={data ? undefined : error}
        empty={guests.length === 0}
        emptyText={t.empty}
        columns={[t.columns.name, t.columns.uno, t.columns.city, t.columns.actions]}
      >
        {guests.map((g) => (
          <tr key={g.id}>
            <th scope="row">{fullName(g)}</th>
            <td>{g.unokod}</td>
            <td>{g.city}</td>
            <td>
              <button type="button" className="secondary" aria-label={sv.admin.editFor(fullName(g))} onClick={() => setEditing(g)}>
                {sv.admin.edit}
              </button>
            </td>
          </tr>
        ))}
      </AdminList>
      <MergeGuests
        guests={guests}
        onMerged={(text) => {
          setNotice({ kind: 'ok', text });
          void refetch().catch(() => undefined);
        }}
      />
      {editing && (
        <GuestForm key={editing.id} guest={editing} regions={data?.adminRegions ?? []} onSave={save} onCancel={() => setEditing(null)} />
      )}
    </div>
  );
}
