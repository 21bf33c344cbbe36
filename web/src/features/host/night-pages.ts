// Ikväll and Kalender (issue 19): their own chunk, loaded lazily by ./routes.tsx.
export { HostTonightPage } from './tonight/HostTonightPage';
export { HostCalendarPage } from './calendar/HostCalendarPage';
