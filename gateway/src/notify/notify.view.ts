/**
 * The notification settings' and Utskick's views (issue 31 §1).
 */
import type { ContactPreference, OutboxStatus } from './notify.rules';
import type { Channel } from './outbox';

export interface NotificationSettingsView {
  /** How the person's booking messages reach them (guests). */
  contactPreference: ContactPreference;
  /** Whether the account has an e-mail address / a phone number to send to. */
  hasEmail: boolean;
  hasPhone: boolean;
  /** Host staff: the digest of new requests is on; null for everyone else. */
  requestDigest: boolean | null;
}

export interface OutboxMessageView {
  id: number;
  createdAt: Date;
  template: string;
  channel: Channel;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  lastError: string | null;
  /** The address, masked (the admin sees where, not whom). */
  address: string;
}

export interface OutboxPageView {
  total: number;
  page: number;
  pageSize: number;
  items: OutboxMessageView[];
}
