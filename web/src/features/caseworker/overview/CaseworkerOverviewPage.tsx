import { useQuery } from '@apollo/client/react';
import { useLiveRefetch } from '../../../lib/live';
import { useState } from 'react';
import { sv } from '../../../i18n/sv-caseworker';
import { DataState } from '../../../ui/DataState';
import { ScrollTable } from '../../../ui/ScrollTable';
import '../caseworker.css';
import { groupByShelter, type ShelterCard } from './group-by-shelter';
import { CaseworkerAvailabilityDocument } from '../caseworker.graphql';

const t = sv.caseworker.overview;

/** /caseworker (SPEC §2 Caseworker overview): tonight's free places per room at assigned shelters. */
export function CaseworkerOverviewPage() {
  const { data, loading, error, refetch } = useQuery(CaseworkerAvailabilityDocument, { fetchPolicy: 'cache-and-network' });
  // DESIGN §7: stays current on every change at the assigned shelters (polling when offline).
  useLiveRefetch(refetch);
  const cards = groupByShelter(data?.caseworkerAvailability ?? []);
  return (
    <div className="caseworker-overview">
      <h1>{t.heading}</h1>
      <DataState loading={loading && !data} error={error} onRetry={refetch} empty={cards.length === 0} emptyText={t.empty}>
        {cards.map((card, index) => (
          <ShelterRooms key={card.shelter.id} card={card} initiallyOpen={index === 0} />
        ))}
      </DataState>
    </div>
  );
}

function ShelterRooms({ card, initiallyOpen }: { card: ShelterCard; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const { shelter } = card;
  const bodyId = `cw-shelter-${shelter.id}`;
  const title = t.shelterRooms(shelter.name);
  return (
    // Named by its heading (the title and the free places), not by the title alone: the rooms
    // table's scroll box below is a region named by the title, and two landmarks may not share a name.
    <section className="card shelter-card" aria-labelledby={`${bodyId}-title`}>
      <h2 className="shelter-card-title" id={`${bodyId}-title`}>
        <button type="button" className="collapse-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          <span className="collapse-label">
            <span className="collapse-icon" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
            <span className="collapse-title">{title}</span>
          </span>
          <span className="places-badge">{t.freeOfTotal(card.free, card.total)}</span>
        </button>
      </h2>
      <p className="muted">
        {shelter.street}, {shelter.city}
      </p>
      <div id={bodyId} hidden={!open}>
        {/* Scrolls sideways on a phone; focusable, so a keyboard reaches it too (issue 23 §12). */}
        <ScrollTable label={title}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.roomName}</th>
                <th scope="col">{t.placesLeft}</th>
                <th scope="col">{t.description}</th>
              </tr>
            </thead>
            <tbody>
              {card.rooms.map((room) => (
                <tr key={room.id}>
                  <td>{room.name}</td>
                  <td>{room.placesLeft}</td>
                  <td>{room.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </div>
    </section>
  );
}
