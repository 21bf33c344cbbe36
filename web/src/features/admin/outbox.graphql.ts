import { graphql } from '../../gql';

/** Utskick (issue 20 §5): a page of the outbox, newest first; never a message's text. */
export const OutboxMessagesDocument = graphql(`
  query OutboxMessages($page: Int!, $status: OutboxStatus) {
    outboxMessages(page: $page, status: $status) {
      total
      page
      pageSize
      items {
        id
        createdAt
        template
        channel
        status
        attempts
        nextAttemptAt
        sentAt
        lastError
        address
      }
    }
  }
`);
