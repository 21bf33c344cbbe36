/**
 * @jest-environment node
 */
// Fails when the committed web/src/gql/ differs from what codegen makes of schema.graphql and the
// operations in web/src (codegen.yml). Fix: `npm run codegen` (and `npm run schema` first when the
// gateway's schema changed), then commit web/src/gql/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const codegenBin = path.join(repoRoot, 'node_modules', '@graphql-codegen', 'cli', 'esm', 'bin.js');

describe('generated GraphQL documents (web/src/gql)', () => {
  it('match schema.graphql and the operations in web/src', () => {
    if (!existsSync(path.join(repoRoot, 'schema.graphql'))) {
      throw new Error('schema.graphql is missing at the repository root; run `npm run schema`.');
    }

    const run = spawnSync(process.execPath, [codegenBin, '--config', 'codegen.yml', '--check', '--errors-only'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '', FORCE_COLOR: '0', NO_COLOR: '1' },
      timeout: 60_000,
    });
    const output = `${run.stdout}\n${run.stderr}`.trim();

    if (run.status !== 0) {
      throw new Error(`web/src/gql is stale or codegen failed (exit ${run.status}); run \`npm run codegen\`.\n${output}`);
    }
  }, 60_000);
});
