/**
 * Biståndsbeslut's limits (issue 38 §1). The table's CHECKs say the same.
 */
export const MAX_CASE_NUMBER = 60;
export const MAX_DECISION_NOTE = 1000;
export const MAX_DECISION_NIGHTS = 366;
/** A decision's period: at most this many nights (start to end, both included). */
export const MAX_DECISION_DAYS = 366;
/** At most this many shelters named on one decision. */
export const MAX_DECISION_SHELTERS = 50;

export const DECISION_STATUSES = ['active', 'upcoming', 'expired', 'ended'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/** §4: the guest and the caseworker are told this many days before a decision's last night. */
export const ENDING_NOTICE_DAYS = 3;
