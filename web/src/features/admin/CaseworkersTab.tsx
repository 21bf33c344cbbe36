import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { sv } from '../../i18n/sv-admin';
import { adminPeople } from '../../i18n/sv/admin-people';
import { fullName } from '../../lib/full-name';
import { DataState } from '../../ui/DataState';
import { Notice, type NoticeValue } from '../../ui/Notice';
import { ScrollTable } from '../../ui/ScrollTable';
import { AdminAccountsDocument, AssignCaseworkerDocument, UnassignCaseworkerDocument } from './admin.graphql';
import { Field } from '../../ui/Field';
import { failText } from './fail-text';

const t = adminPeople.caseworkers;

/** Handläggare: which shelters each caseworker is assigned to; assign and unassign. */
export function CaseworkersTab() {
  const { data, loading, error, refetch } = useQuery(AdminAccountsDocument, {
    variables: { search: null },
    fetchPolicy: 'cache-and-network',
  });
  const [assign] = useMutation(AssignCaseworkerDocument);
  const [unassign] = useMutation(UnassignCaseworkerDocument);
  const [userId, setUserId] = useState('');
  const [shelterId, setShelterId] = useState('');
  const [errors, setErrors] = useState<{ userId?: string; shelterId?: string }>({});
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const caseworkers = (data?.adminAccounts ?? []).filter((a) => a.groups.includes('caseworker'));
  const shelters = (data?.adminShelters ?? []).filter((s) => !s.archived);
  const name = (id: string) => {
    const a = caseworkers.find((c) => c.id === id);
    return a ? fullName(a) : '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { userId: userId ? undefined : sv.admin.errors.required, shelterId: shelterId ? undefined : sv.admin.errors.required };
    setErrors(found);
    if (found.userId || found.shelterId) return;
    try {
      await assign({ variables: { userId, shelterId } });
      setNotice({ kind: 'ok', text: t.assigned(name(userId), shelters.find((s) => s.id === shelterId)?.name ?? '') });
      await refetch().catch(() => undefined);
    } catch (e) {
      setNotice({ kind: 'error', text: failText(e) });
    }
  };

  const remove = async (personId: string, person: string, shelter: { id: string; name: string }) => {
    try {
      await unassign({ variables: { userId: personId, shelterId: shelter.id } });
      setNotice({ kind: 'ok', text: t.unassigned(person, shelter.name) });
      await refetch().catch(() => undefined);
    } catch (e) {
      setNotice({ kind: 'error', text: failText(e) });
    }
  };

  return (
    <div>
      <Notice notice={notice} />
      <form className="card" onSubmit={(e) => void submit(e)} aria-label={t.assign} noValidate>
        <h2>{t.heading}</h2>
        <div className="admin-form-grid">
          <Field label={t.caseworker} error={errors.userId}>
            {(p) => (
              <select {...p} value={userId} onChange={(e) => setUserId(e.target.value)}>
                <option value="">{t.chooseCaseworker}</option>
                {caseworkers.map((c) => (
                  <option key={c.id} value={c.id}>
                    {fullName(c)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.shelter} error={errors.shelterId}>
            {(p) => (
              <select {...p} value={shelterId} onChange={(e) => setShelterId(e.target.value)}>
                <option value="">{t.chooseShelter}</option>
                {shelters.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="kit-buttons">
          <button type="submit">{t.assign}</button>
        </div>
      </form>
      <section className="card" aria-label={t.heading}>
        <DataState
          loading={loading && !data}
          error={data ? undefined : error}
          onRetry={refetch}
          empty={caseworkers.length === 0}
          emptyText={t.empty}
        >
          <ScrollTable label={t.heading}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.columns.name}</th>
                  <th scope="col">{t.columns.shelters}</th>
                </tr>
              </thead>
              <tbody>
                {caseworkers.map((c) => {
                  const person = fullName(c);
                  return (
                    <tr key={c.id}>
                      <th scope="row">{person}</th>
                      <td>
                        {c.assignedShelters.length === 0 && <span className="admin-muted">{t.none}</span>}
                        <div className="kit-buttons">
                          {c.assignedShelters.map((s) => (
                            <button
                              key={s.id}
                              type="button"
                              className="secondary"
                              aria-label={t.unassignFor(s.name, person)}
                              onClick={() => void remove(c.id, person, s)}
                            >
                              {s.name} ✕
                            </button>
                          ))}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollTable>
        </DataState>
      </section>
    </div>
  );
}
