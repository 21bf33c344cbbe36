import { graphql } from '../../gql';

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
      host {
        id
        name
      }
    }
  }
`);
