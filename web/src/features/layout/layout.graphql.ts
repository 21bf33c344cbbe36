import { graphql } from '../../gql';

/** The bell's badge: only the count of unread booking events (DESIGN §13). */
export const UnreadNotificationsDocument = graphql(`
  query UnreadNotifications {
    notifications(limit: 0) {
      unreadCount
    }
  }
`);

/** Public settings: the chat widget's two scripts, empty unless NOQ_CHAT_SCRIPTS is set. */
export const AppConfigDocument = graphql(`
  query AppConfig {
    appConfig {
      chatScripts
    }
  }
`);
