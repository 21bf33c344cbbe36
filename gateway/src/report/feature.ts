import type { Feature } from '../platform/feature';
import * as openapi from './report.openapi';
import { ReportResolver } from './report.resolver';
import { reportRoutes } from './report.rest';

export const reportFeature: Feature = {
  name: 'report',
  resolvers: [ReportResolver],
  routes: [reportRoutes],
  openapi,
};
