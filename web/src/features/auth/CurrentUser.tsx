import { useQuery } from '@apollo/client/react';
import { sv } from '../../i18n/sv';
import { fullName } from './full-name';
import { MeDocument } from './me.graphql';

/** Who is logged in: their name, or 'Inte inloggad'. */
export function CurrentUser() {
  const { data, loading, error } = useQuery(MeDocument);

  if (loading) {
    return <p role="status">{sv.status.loading}</p>;
  }
  if (error) {
    return <p role="alert">{sv.status.loadFailed}</p>;
  }
  const me = data?.me;
  if (!me) {
    return <p>{sv.auth.notLoggedIn}</p>;
  }
  return <p>{sv.auth.loggedInAs(fullName(me) || me.username)}</p>;
}
