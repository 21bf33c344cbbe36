/** The gateway's rule for a new password (account.service.ts MIN_PASSWORD), checked before sending. */
export const MIN_PASSWORD = 8;
