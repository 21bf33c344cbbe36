import { graphql } from '../../gql';

/** Logs in; selects what `me` selects, so the answer becomes the session without another round trip. */
export const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      id
      username
      firstName
      lastName
      usergroups
      host {
        id
        name
      }
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);
