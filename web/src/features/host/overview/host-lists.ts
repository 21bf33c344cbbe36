import type { InternalRefetchQueryDescriptor } from '@apollo/client';
import type { HostOverviewQuery } from '../../../gql/graphql';
import { HostAvailabilityDocument, HostCheckedInDocument, HostCountsDocument, HostOutgoingDocument } from '../host.graphql';

// The overview is a reception desk's screen: re-read on every visit and while it stays open
// (DESIGN §7's fallback), so it never shows yesterday's truth.
export const overviewQueryOptions = { fetchPolicy: 'cache-and-network' } as const;

/** The overview's one answer (HostOverviewDocument), handed to every card. */
export type Overview = HostOverviewQuery;

/**
 * What each card knows of the overview's one query: still loading (nothing yet), or failed before
 * anything arrived, with a way to read it again. A failed refresh keeps the last answer on screen.
 */
export interface CardState {
  loading: boolean;
  error?: unknown;
  /** Reads the overview again ('Försök igen' beside a failure, issue 23 §5). */
  retry?: () => unknown;
}

type Card = 'counts' | 'availability' | 'checkedIn' | 'outgoing';

/**
 * The cards an action changes, re-read after it by their own small documents: each answer writes
 * into the cache the overview's one query reads, so those cards update and the acting card keeps
 * its handled row (blanked, SPEC §4) until the next refresh of the whole overview.
 */
export function refreshAfterAction(cards: readonly Card[], shelterId: string | undefined): InternalRefetchQueryDescriptor[] {
  return cards.flatMap((card): InternalRefetchQueryDescriptor[] => {
    switch (card) {
      case 'counts':
        return [{ query: HostCountsDocument }];
      case 'checkedIn':
        return [{ query: HostCheckedInDocument }];
      case 'outgoing':
        return [{ query: HostOutgoingDocument }];
      case 'availability':
        return shelterId === undefined ? [] : [{ query: HostAvailabilityDocument, variables: { shelterId } }];
    }
  });
}
