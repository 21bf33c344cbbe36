/**
 * The own account's views: the notification feed and the public app settings (issue 31 §1).
 */
import type { BookingStatus } from '../domain/booking-status';
import { type BookingView } from '../booking/booking.view';

export interface NotificationView {
  /** The booking event's id. */
  id: number;
  action: string;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  actorGroup: string;
  reason: string | null;
  at: Date;
  unread: boolean;
  booking: BookingView;
}

/** A caseworker's bell entry (issue 38 §4): a decision of one of their guests runs out soon. */
export interface DecisionNoticeView {
  id: number;
  decisionId: number;
  caseNumber: string;
  /** The last night the entry tells of. */
  endDate: string;
  guest: { id: number; firstName: string; lastName: string };
  at: Date;
  unread: boolean;
}

export interface NotificationFeed {
  unreadCount: number;
  items: NotificationView[];
  /** A caseworker's decisions running out (newest first); empty for everyone else. */
  decisionNotices: DecisionNoticeView[];
}

export interface AppConfigView {
  chatScripts: string[];
}
