/** For the cluster tests only (it uses jest's globals; the benchmarks import cluster.ts too). */
import { clusterPrerequisites } from './cluster';

/**
 * `describe` where the cluster tests can run, `describe.skip` elsewhere. The PGlite pass has no
 * server by design; CI's PostgreSQL pass must have everything, so there a missing piece fails.
 */
export function clusterDescribe(): jest.Describe {
  const missing = clusterPrerequisites();
  if (missing.length > 0 && process.env.CI === 'true' && process.env.DATABASE_URL) {
    throw new Error(`cluster tests cannot run in CI without: ${missing.join(', ')}`);
  }
  return missing.length === 0 ? describe : describe.skip;
}
