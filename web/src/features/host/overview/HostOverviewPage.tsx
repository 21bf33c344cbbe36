import { useQuery } from '@apollo/client/react';
import { sv } from '../../../i18n/sv';
import { actionErrorText } from '../../../lib/action-error';
import { AvailabilityCards } from './AvailabilityCards';
import { CheckedInGuests } from './CheckedInGuests';
import { CountTiles } from './CountTiles';
import { IncomingGuests } from './IncomingGuests';
import { OutgoingGuests } from './OutgoingGuests';
import { RequestsSummary } from './RequestsSummary';
import { HostOverviewShelterDocument } from '../host.graphql';
import '../host.css';

const t = sv.host.overview;

/** /host, SPEC §2 Host dashboard ('Överblick'); each card loads, fails and refreshes on its own. */
export function HostOverviewPage() {
  const shelter = useQuery(HostOverviewShelterDocument);
  const myShelter = shelter.data?.myShelter;
  return (
    <section className="host-overview" aria-labelledby="host-overview-title">
      <h1 id="host-overview-title">{t.title}</h1>
      {myShelter && <p className="host-shelter-name">{myShelter.name}</p>}
      {shelter.error && !myShelter && (
        <p role="alert" className="error">
          {sv.common.error} {actionErrorText(shelter.error, sv.requests.serverErrors, sv.common.loadFailed)}
        </p>
      )}
      <CountTiles />
      <div className="host-overview-grid">
        <AvailabilityCards shelterId={myShelter?.id} />
        <RequestsSummary />
        <IncomingGuests />
        <OutgoingGuests />
        <CheckedInGuests />
      </div>
    </section>
  );
}
