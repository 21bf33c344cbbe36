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

export interface NotificationFeed {
  unreadCount: number;
  items: NotificationView[];
}

export interface AppConfigView {
  chatScripts: string[];
}
