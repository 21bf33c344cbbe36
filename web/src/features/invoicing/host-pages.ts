// The host's Fakturering (issue 21): its own chunk, loaded lazily by ./routes.tsx.
export { HostInvoicingPage } from './host/HostInvoicingPage';
