import type { ReactNode } from 'react';
import type { ActivityFieldsFragment } from '../../gql/graphql';
import { sv } from '../../i18n/sv-activities';

const t = sv.activities;

/** One activity: what, where, when and the places left; `children` are its actions. */
export function ActivityCard({ a, headingLevel = 3, children }: { a: ActivityFieldsFragment; headingLevel?: 2 | 3; children?: ReactNode }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cancelled = a.status === 'cancelled';
  return (
    <li className="card activities-card">
      <Heading>
        {a.title}
        {cancelled ? ` (${t.cancelled})` : ''}
      </Heading>
      <p>
        {a.shelter.name} · {t.when(a.date, a.startTime, a.endTime)}
      </p>
      {a.description && <p>{a.description}</p>}
      {!cancelled && <p>{a.placesLeft === 0 ? t.full : t.placesLeft(a.placesLeft, a.volunteersNeeded)}</p>}
      {children}
    </li>
  );
}
