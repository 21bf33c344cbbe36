/**
 * The contact preferences and outbox statuses, Utskick's page size and how an address is masked (issue 31 §1).
 */
export const CONTACT_PREFERENCES = ['email', 'sms', 'none'] as const;

export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

export const isContactPreference = (v: unknown): v is ContactPreference =>
  typeof v === 'string' && (CONTACT_PREFERENCES as readonly string[]).includes(v);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'no_channel'] as const;

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_PAGE_SIZE = 25;

/**
 * An address as the admin's list shows it: enough to tell messages apart and spot a typo in a
 * domain, not to copy a person's address: `an•••@example.org`, `•••••4567`.
 */
export function maskAddress(channel: string, address: string): string {
  if (channel === 'email') {
    const at = address.lastIndexOf('@');
    if (at < 0) return '•••';
    return `${address.slice(0, Math.min(2, at))}•••${address.slice(at)}`;
  }
  const digits = address.replace(/\D/g, '');
  return `•••••${digits.slice(-4)}`;
}
