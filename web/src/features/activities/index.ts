// The feature's public entry: what the app composes. It is part of the first chunk, so it hands on
// routes only (the pages load lazily); nothing else of the feature is imported from outside it.
export { adminActivityRoutes, hostActivityRoutes, volunteerActivityRoutes } from './routes';
