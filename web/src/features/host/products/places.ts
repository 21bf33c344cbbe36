/**
 * SPEC §5: the room form's number of places; anything non-numeric becomes 0 (the server then
 * refuses 0 for a room that has bookings, with its own message).
 */
export function parsePlaces(input: string): number {
  const n = Number.parseInt(input.trim(), 10);
  return Number.isFinite(n) ? n : 0;
}
