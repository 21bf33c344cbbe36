/**
 * The project brings its own Node (issue 24): the test runner, the npm scripts and every process
 * they start run on the Node pinned in package.json, never on an older machine Node found on PATH.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { repoRoot } from '../platform/config';
import { freePort, GATEWAY_MAIN, GatewayProcess } from '../test-support/cluster';

const pinned = (JSON.parse(fs.readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as { devDependencies: Record<string, string> })
  .devDependencies.node;

describe('one Node for everything', () => {
  it('the test runner runs on the pinned Node', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(process.version).toBe(`v${pinned}`);
  });

  it("npm puts the project's Node first on the scripts' PATH", () => {
    const seen = execFileSync('npm', ['exec', '--', 'node', '-p', 'process.version'], { cwd: repoRoot(), encoding: 'utf8' }).trim();
    expect(seen).toBe(process.version);
  });

  it('a spawned gateway reports the same process.version as the test runner', async () => {
    if (!fs.existsSync(GATEWAY_MAIN)) throw new Error(`build first (${GATEWAY_MAIN})`);
    const gateway = new GatewayProcess(await freePort(), { DATABASE_URL: '', NOQ_DATA_DIR: 'memory://' });
    try {
      await gateway.start();
      const until = Date.now() + 10_000;
      while (!/Node v\d+/.test(gateway.log) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(/Node (v[\d.]+)/.exec(gateway.log)?.[1]).toBe(process.version);
    } finally {
      await gateway.stop();
    }
  }, 90_000);
});
