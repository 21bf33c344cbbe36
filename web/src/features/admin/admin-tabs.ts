// The administration page's other tabs: a chunk of their own, loaded when the admin first opens one
// (issue 17's budgets: /administration carries only Boställen, the tab it opens on).
export { AccountsTab } from './AccountsTab';
export { CaseworkersTab } from './CaseworkersTab';
export { GuestsTab } from './GuestsTab';
export { OutboxTab } from './OutboxTab';
