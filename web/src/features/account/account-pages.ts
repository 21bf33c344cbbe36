// The account pages' chunk (loaded lazily by ./routes.tsx).
export { BookingPage } from './BookingPage';
export { NotificationsPage } from './NotificationsPage';
export { SettingsPage } from './SettingsPage';
export { UserManagementPage } from './UserManagementPage';
