import type { Reference } from '@apollo/client';
import { formatPostcode } from '../../lib/postcode';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { graphql } from '../../gql';
import type { AdminShelterRowFragment, ShelterInput } from '../../gql/graphql';
import { sv } from '../../i18n/sv-admin';
import { type Archiving, failText } from './fail-text';
import type { NoticeValue } from '../../ui/Notice';
import { AdminList } from './AdminList';
import {
  AdminSheltersDocument,
  ArchiveShelterDocument,
  CreateRegionDocument,
  CreateShelterDocument,
  UpdateShelterDocument,
} from './admin.graphql';
import { Field } from '../../ui/Field';
import { RegionBilling } from './RegionBilling';
import { ShelterForm } from './ShelterForm';

// A shelter's rooms, prices and seller details load when the admin opens them (issue 17's budgets).
const ShelterRooms = lazy(async () => ({ default: (await import('./ShelterRooms')).ShelterRooms }));
// The archive's question opens on a tap (issue 34: the first load within its budget).
const Modal = lazy(async () => ({ default: (await import('../../ui/Modal')).Modal }));

/** The fields this component renders of each row (spread by the queries that list them). */
export const AdminShelterRowFields = graphql(`
  fragment AdminShelterRow on AdminShelter {
    id
    name
    image
    ...ShelterProfileFields
    archived
    region {
      id
      name
    }
  }
`);

const t = sv.admin.shelters;

/** What waits for the admin's confirmation: its name, and the archive to run. */
/** Boställen: regions, shelters (search, add, edit, archive) and any shelter's rooms. */
export function SheltersTab() {
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useQuery(AdminSheltersDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [createShelter] = useMutation(CreateShelterDocument);
  const [updateShelter] = useMutation(UpdateShelterDocument);
  const [archiveShelter] = useMutation(ArchiveShelterDocument);
  const [createRegion] = useMutation(CreateRegionDocument, {
    // The new region is in the shelter form's list at once, whatever the reload below does.
    update(cache, { data: created }) {
      const region = created?.createRegion;
      if (!region) return;
      cache.modify({
        fields: {
          adminRegions: (existing: readonly Reference[] = [], { toReference, readField }) =>
            existing.some((ref) => readField('id', ref) === region.id) ? existing : [...existing, toReference(region) as Reference],
        },
      });
    },
  });
  const [editing, setEditing] = useState<AdminShelterRowFragment | null>(null);
  const [rooms, setRooms] = useState<AdminShelterRowFragment | null>(null);
  const [archiving, setArchiving] = useState<Archiving | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  // The forms under the list appear once the list has come (or failed), not before it: the list
  // arriving would push them down the page (issue 34 §2: the layout shift Lighthouse measured).
  const [listShown, setListShown] = useState(false);
  if (!listShown && (data || error)) setListShown(true);
  const [regionName, setRegionName] = useState('');
  const [regionError, setRegionError] = useState<string | undefined>();
  const shelters = data?.adminShelters ?? [];
  const regions = data?.adminRegions ?? [];

  const reload = async () => {
    try {
      await refetch();
    } catch {
      // The query's own error state shows it.
    }
  };

  const save = async (input: ShelterInput): Promise<string | null> => {
    try {
      if (editing) await updateShelter({ variables: { id: editing.id, input } });
      else await createShelter({ variables: { input } });
      setNotice({ kind: 'ok', text: sv.admin.saved(input.name) });
      setEditing(null);
      await reload();
      return null;
    } catch (e) {
      return failText(e);
    }
  };

  const addRegion = async (event: FormEvent) => {
    event.preventDefault();
    if (regionName.trim() === '') {
      setRegionError(sv.admin.errors.required);
      return;
    }
    try {
      await createRegion({ variables: { name: regionName.trim() } });
      await reload();
      setNotice({ kind: 'ok', text: t.regionAdded(regionName.trim()) });
      setRegionName('');
      setRegionError(undefined);
    } catch (e) {
      setRegionError(failText(e));
    }
  };

  const confirmArchive = async (a: Archiving) => {
    setArchiving(null);
    try {
      await a.run();
      setNotice({ kind: 'ok', text: sv.admin.archivedDone(a.name) });
      await reload();
    } catch (e) {
      // PRODUCT_IN_USE and the like: the server's Swedish message says why.
      setNotice({ kind: 'error', text: failText(e) });
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
        empty={shelters.length === 0}
        emptyText={t.empty}
        columns={[t.columns.name, t.columns.address, t.columns.region, t.columns.status, t.columns.actions]}
      >
        {shelters.map((s) => (
          <tr key={s.id} data-shelter-id={s.id}>
            <th scope="row">{s.name}</th>
            <td>{[s.street, `${formatPostcode(s.postcode)} ${s.city}`.trim()].filter(Boolean).join(', ')}</td>
            <td>{s.region.name}</td>
            <td>{s.archived ? sv.admin.archived : ''}</td>
            <td>
              {!s.archived && (
                <div className="kit-buttons">
                  <button type="button" className="secondary" aria-label={sv.admin.editFor(s.name)} onClick={() => setEditing(s)}>
                    {sv.admin.edit}
                  </button>
                  <button type="button" className="secondary" aria-label={t.manageRooms(s.name)} onClick={() => setRooms(s)}>
                    {t.roomsButton}
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={sv.admin.archiveFor(s.name)}
                    onClick={() =>
                      setArchiving({
                        name: s.name,
                        run: async () => {
                          await archiveShelter({ variables: { id: s.id } });
                          if (editing?.id === s.id) setEditing(null);
                          if (rooms?.id === s.id) setRooms(null);
                        },
                      })
                    }
                  >
                    {sv.admin.archive}
                  </button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </AdminList>

      {rooms && (
        <Suspense fallback={<p role="status">{sv.common.loading}</p>}>
          <ShelterRooms key={rooms.id} shelter={rooms} onNotice={setNotice} onArchive={setArchiving} />
        </Suspense>
      )}

      {listShown && (
        <>
          <ShelterFormSlot editing={editing} regions={regions} onSave={save} onCancel={() => setEditing(null)} />

          <form className="card" onSubmit={(e) => void addRegion(e)} aria-label={t.newRegion} noValidate>
            <h2>{t.newRegion}</h2>
            <Field label={t.region} error={regionError}>
              {(p) => <input {...p} value={regionName} onChange={(e) => setRegionName(e.target.value)} />}
            </Field>
            <div className="kit-buttons">
              <button type="submit">{t.addRegion}</button>
            </div>
          </form>

          <RegionBilling onNotice={setNotice} />
        </>
      )}

      {archiving && (
        <Suspense fallback={null}>
          <Modal title={sv.admin.archiveTitle} onClose={() => setArchiving(null)}>
            <p>{sv.admin.archiveQuestion(archiving.name)}</p>
            <div className="kit-buttons">
              <button type="button" onClick={() => void confirmArchive(archiving)}>
                {sv.admin.archive}
              </button>
              <button type="button" className="secondary" onClick={() => setArchiving(null)}>
                {sv.common.cancel}
              </button>
            </div>
          </Modal>
        </Suspense>
      )}
    </div>
  );
}

function ShelterFormSlot(props: Parameters<typeof ShelterForm>[0]) {
  return <ShelterForm key={props.editing?.id ?? 'new'} {...props} />;
}
