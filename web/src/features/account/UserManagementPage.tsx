import { Link } from 'react-router-dom';
import { useSession } from '../../app/session';
import { sv } from '../../i18n/sv';
import { paths } from '../../paths';
import { DataState } from '../../ui/DataState';
import { fullName } from '../auth/full-name';
import './account.css';

const t = sv.account.userManagement;

/** The avatar's page: the person's own account (name, e-mail, groups, shelter). */
export function UserManagementPage() {
  const { me, loading, error } = useSession();
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{t.heading}</h1>
      <DataState loading={loading} error={error}>
        {me && (
          <div className="card">
            <dl className="facts">
              <dt>{t.name}</dt>
              <dd>{fullName(me) || t.noName}</dd>
              <dt>{t.email}</dt>
              <dd>{me.username}</dd>
              <dt>{t.groups}</dt>
              <dd>{me.usergroups.map((g) => sv.account.groupLabel[g]).join(', ')}</dd>
              {me.host && (
                <>
                  <dt>{t.shelter}</dt>
                  <dd>{me.host.name}</dd>
                </>
              )}
            </dl>
            <p>
              <Link to={paths.settings}>{t.change}</Link>
            </p>
          </div>
        )}
      </DataState>
    </section>
  );
}
