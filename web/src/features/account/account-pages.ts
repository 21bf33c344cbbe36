// The account pages' chunk (loaded lazily by ./routes.tsx).
export { NotificationsPage } from './NotificationsPage';
export { SettingsPage } from './SettingsPage';
export { UserManagementPage } from './UserManagementPage';
