import { useQuery } from '@apollo/client/react';
import { useSession } from '../../lib/session';
import { usePageTexts } from '../../lib/texts';
import { MyDecisionsDocument } from './guest.graphql';

/**
 * Issue 38: "Du har ett biståndsbeslut till och med …", in the guest's language, when a decision
 * of theirs still covers a night (the latest last night). Never the note or the case number.
 * Guests only: staff never ask.
 */
export function DecisionLine() {
  const t = usePageTexts('guest').guest.bookings;
  const isGuest = useSession().me?.usergroups.includes('user') ?? false;
  const { data } = useQuery(MyDecisionsDocument, { skip: !isGuest, fetchPolicy: 'cache-and-network' });
  const until = (data?.myDecisions ?? []).reduce<string | null>((max, d) => (max === null || d.endDate > max ? d.endDate : max), null);
  if (!until) return null;
  return <p className="decision-line">{t.decisionUntil(until)}</p>;
}
