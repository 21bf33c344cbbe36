import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The one Apollo client of the app: same-origin /graphql, with the session cookie. */
export const createApolloClient = (): ApolloClient =>
  new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache(),
  });
