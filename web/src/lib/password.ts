/** The gateway's rule for a new password (gateway platform/validate.ts MIN_PASSWORD; a gateway test binds the two), checked before sending. */
export const MIN_PASSWORD = 8;
