/**
 * Where the guest's plain forms post (issue 34 §1; the gateway's routes in gateway/src/ssr/forms.ts,
 * docs/API.md "Plain forms of the guest's pages").
 */
export const bookTonightAction = (shelterId: string | number): string =>
  `/user/accommodations/${encodeURIComponent(String(shelterId))}/book-tonight`;

export const cancelAction = (bookingId: string | number): string => `/user/requests/${encodeURIComponent(String(bookingId))}/cancel`;
