import type { Template } from '../catalogue';

/** Account messages: password reset, activation, invitation (issue 20 §4–6). */
export const ACCOUNT_TEMPLATES = {} satisfies Record<string, Template>;
