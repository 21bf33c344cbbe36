// Mina Rum: a chunk of its own (issue 17's budgets: /host carries only the overview; the rooms'
// form, price dialog and their documents load when the host opens the page).
export { HostProductsPage } from './products/HostProductsPage';
