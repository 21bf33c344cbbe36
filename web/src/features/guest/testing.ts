// The guest feature's public entry for other tests (never for production code): the documents a
// test mocks when it lands on a guest page (after a login, a redirect or a guard).
export { GuestSheltersDocument, MyBookingsDocument, RequestBookingDocument } from './guest.graphql';
