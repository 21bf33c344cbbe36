import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { AccountInput, AccountRowFragment } from '../../gql/graphql';
import { sv } from '../../i18n/sv-admin';
import { adminPeople } from '../../i18n/sv/admin-people';
import { fullName } from '../../lib/full-name';
import { useSession } from '../../lib/session';
import type { NoticeValue } from '../../ui/Notice';
import { AdminList } from './AdminList';
import { AccountForm } from './AccountForm';
import { Modal } from '../../ui/Modal';
import {
  AdminAccountsDocument,
  CreateAccountDocument,
  DeactivateAccountDocument,
  ReactivateAccountDocument,
  ResetAccountPasswordDocument,
  SendInvitationDocument,
  UpdateAccountDocument,
} from './admin.graphql';
import { Field } from '../../ui/Field';
import { failText } from './fail-text';

/** The fields this component renders of each row (spread by the queries that list them). */
export const AccountRowFields = graphql(`
  fragment AccountRow on Account {
    id
    email
    firstName
    lastName
    groups
    mustChangePassword
    active
    invitationPending
    shelter {
      id
      name
    }
    assignedShelters {
      id
      name
    }
  }
`);

const t = adminPeople.accounts;
const groupText = (groups: readonly string[]) => groups.map((g) => t.groupLabel[g] ?? g).join(', ');

/**
 * Konton: staff accounts (search, create with an invitation e-mail or an initial password, edit
 * names, groups, shelter, deactivate and reactivate).
 */
export function AccountsTab() {
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useQuery(AdminAccountsDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useMutation(CreateAccountDocument);
  const [update] = useMutation(UpdateAccountDocument);
  const [reset] = useMutation(ResetAccountPasswordDocument);
  const { me } = useSession();
  const [deactivate] = useMutation(DeactivateAccountDocument);
  const [reactivate] = useMutation(ReactivateAccountDocument);
  const [invite] = useMutation(SendInvitationDocument);
  const [editing, setEditing] = useState<AccountRowFragment | null>(null);
  const [resetting, setResetting] = useState<AccountRowFragment | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const accounts = data?.adminAccounts ?? [];
  const shelters = data?.adminShelters ?? [];

  const save = async (input: AccountInput, password: string | null): Promise<string | null> => {
    try {
      if (editing) await update({ variables: { id: editing.id, input } });
      else {
        const made = await create({ variables: { input, initialPassword: password } });
        // Which happened (issue 20 §6): an invitation went out, or the initial password was set.
        if (made.data?.createAccount.invitationPending) {
          setNotice({ kind: 'ok', text: t.invited(fullName(input), input.email) });
          setEditing(null);
          await refetch().catch(() => undefined);
          return null;
        }
      }
      setNotice({ kind: 'ok', text: sv.admin.saved(fullName(input)) });
      setEditing(null);
      await refetch().catch(() => undefined);
      return null;
    } catch (e) {
      return failText(e);
    }
  };

  const switchActive = async (a: AccountRowFragment) => {
    try {
      if (a.active) await deactivate({ variables: { id: a.id } });
      else await reactivate({ variables: { id: a.id } });
      setNotice({ kind: 'ok', text: a.active ? t.deactivated(fullName(a)) : t.reactivated(fullName(a)) });
      await refetch().catch(() => undefined);
    } catch (e) {
      setNotice({ kind: 'error', text: failText(e) });
    }
  };

  const sendInvitation = async (a: AccountRowFragment) => {
    try {
      await invite({ variables: { id: a.id } });
      setNotice({ kind: 'ok', text: t.invited(fullName(a), a.email) });
      await refetch().catch(() => undefined);
    } catch (e) {
      setNotice({ kind: 'error', text: failText(e) });
    }
  };

  const submitReset = async (event: FormEvent) => {
    event.preventDefault();
    if (!resetting) return;
    if (password.length < 8) {
      setPasswordError(sv.admin.errors.password);
      return;
    }
    try {
      await reset({ variables: { id: resetting.id, password } });
      setNotice({ kind: 'ok', text: t.passwordReset(fullName(resetting)) });
      setResetting(null);
      await refetch().catch(() => undefined);
    } catch (e) {
      setPasswordError(failText(e));
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
        empty={accounts.length === 0}
        emptyText={t.empty}
        columns={[t.columns.name, t.columns.email, t.columns.groups, t.columns.shelter, t.columns.actions]}
      >
        {accounts.map((a) => (
          <tr key={a.id}>
            <th scope="row">
              {fullName(a)}
              {a.mustChangePassword && <span className="admin-muted"> ({t.mustChange})</span>}
              {a.invitationPending && <span className="admin-muted"> ({t.invitationPending})</span>}
              {!a.active && <span className="admin-muted"> ({t.deactivatedMark})</span>}
            </th>
            <td>{a.email}</td>
            <td>{groupText(a.groups)}</td>
            <td>{a.shelter?.name ?? ''}</td>
            <td>
              <div className="kit-buttons">
                <button type="button" className="secondary" aria-label={sv.admin.editFor(fullName(a))} onClick={() => setEditing(a)}>
                  {sv.admin.edit}
                </button>
                <button
                  type="button"
                  className="secondary"
                  aria-label={t.resetPasswordFor(fullName(a))}
                  onClick={() => {
                    setPassword('');
                    setPasswordError(undefined);
                    setResetting(a);
                  }}
                >
                  {t.resetPassword}
                </button>
                {data?.adminInvitesByMail && a.active && (
                  <button
                    type="button"
                    className="secondary"
                    aria-label={t.sendInvitationFor(fullName(a))}
                    onClick={() => void sendInvitation(a)}
                  >
                    {t.sendInvitation}
                  </button>
                )}
                {/* Not one's own account (issue 33 §14; the server refuses it too). */}
                {a.id !== me?.id && (
                  <button
                    type="button"
                    className="secondary"
                    aria-label={a.active ? t.deactivateFor(fullName(a)) : t.reactivateFor(fullName(a))}
                    onClick={() => void switchActive(a)}
                  >
                    {a.active ? t.deactivate : t.reactivate}
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </AdminList>
      {resetting && (
        <Modal title={t.resetPasswordFor(fullName(resetting))} onClose={() => setResetting(null)}>
          <form onSubmit={(e) => void submitReset(e)} noValidate>
            <p>{t.resetPasswordHint}</p>
            <Field label={t.newPassword} error={passwordError}>
              {(p) => (
                <input {...p} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              )}
            </Field>
            <div className="kit-buttons">
              <button type="submit">{sv.admin.save}</button>
              <button type="button" className="secondary" onClick={() => setResetting(null)}>
                {sv.common.cancel}
              </button>
            </div>
          </form>
        </Modal>
      )}
      <AccountForm
        key={editing?.id ?? 'new'}
        editing={editing}
        shelters={shelters}
        invites={data?.adminInvitesByMail ?? false}
        onSave={save}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}
