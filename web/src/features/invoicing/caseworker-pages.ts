// The caseworker's Fakturor (issue 21): its own chunk, loaded lazily by ./routes.tsx.
export { CaseworkerInvoicesPage } from './caseworker/CaseworkerInvoicesPage';
