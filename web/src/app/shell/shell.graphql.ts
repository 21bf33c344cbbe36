import { graphql } from '../../gql';

/** Public settings: the chat widget's two scripts, empty unless NOQ_CHAT_SCRIPTS is set. */
export const AppConfigDocument = graphql(`
  query AppConfig {
    appConfig {
      chatScripts
    }
  }
`);
