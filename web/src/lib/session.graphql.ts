import { graphql } from '../gql';

/** The logged-in person, or null. Several views read it; Apollo caches it once. */
export const MeDocument = graphql(`
  query Me {
    me {
      id
      username
      firstName
      lastName
      usergroups
      mustChangePassword
      gender
      language
      host {
        id
        name
      }
    }
  }
`);

/** Logs in; selects what `me` selects, so the answer becomes the session without another round trip. */
export const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      id
      username
      firstName
      lastName
      usergroups
      gender
      language
      host {
        id
        name
      }
    }
  }
`);

/** Ends the session on the server (lib/useLogout.ts). */
export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);
