import { useState } from 'react';
import type { ProductInput, ProductType } from '../gql/graphql';
import { roomFormTypes } from './product-types';

/** The fields of a room form, as typed (places stays text until it is sent). */
export interface RoomDraft {
  name: string;
  places: string;
  description: string;
  requirements: string;
  type: ProductType;
}

/** The room being edited, as either screen's row fragment has it. */
interface EditedRoom {
  name: string;
  totalPlaces: number;
  description: string;
  requirements: string;
  type: ProductType;
}

const draftOf = (room: EditedRoom | null): RoomDraft => ({
  name: room?.name ?? '',
  places: room ? String(room.totalPlaces) : '',
  description: room?.description ?? '',
  requirements: room?.requirements ?? '',
  type: room?.type ?? 'room',
});

/**
 * The one rooms editor (SPEC §2 Host rooms, §5, §9), shared by the admin's rooms of any shelter
 * and the host's Mina Rum; each screen renders it in its own layout and reads places its own way.
 * The fields start from the room being edited (the forms are keyed by it), the types offered follow
 * SPEC §9, the input sent has its texts trimmed, and a new room's form empties once it is saved.
 */
export function useRoomDraft(editing: EditedRoom | null) {
  const [draft, setDraft] = useState<RoomDraft>(() => draftOf(editing));
  return {
    draft,
    set: <K extends keyof RoomDraft>(key: K, value: RoomDraft[K]) => setDraft((d) => ({ ...d, [key]: value })),
    types: roomFormTypes(editing?.type),
    // SPEC §5: requirements default to empty.
    input: (totalPlaces: number): ProductInput => ({
      name: draft.name.trim(),
      totalPlaces,
      description: draft.description.trim(),
      requirements: draft.requirements.trim(),
      type: draft.type,
    }),
    clear: () => setDraft(draftOf(null)),
  };
}
