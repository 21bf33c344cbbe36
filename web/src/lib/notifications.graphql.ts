import { graphql } from '../gql';

// Shared by the top bar (app/shell/TopBar.tsx shows the count) and the notifications page
// (features/account, which refetches it after marking read).
/** The bell's badge: only the count of unread booking events (DESIGN §13). */
export const UnreadNotificationsDocument = graphql(`
  query UnreadNotifications {
    notifications(limit: 0) {
      unreadCount
    }
  }
`);
