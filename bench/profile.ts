/**
 * Summarises a V8 .cpuprofile (node --cpu-prof): self time by package (where the CPU goes) and the
 * hottest functions, as markdown for RESULTS.md.
 */
import * as fs from 'node:fs';
import { fmt, table } from './lib';
import { at } from '../gateway/src/test-support/at';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** node_modules/<pkg> (scoped too), our gateway, node core, or V8's pseudo-frames. */
export function packageOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + '/node_modules/'.length).split('/');
    const [scope = '', name] = rest;
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/gateway/dist/')) return 'noQ gateway';
  return 'other';
}

export function summariseProfile(file: string, top = 15): string {
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, sample] of p.samples.entries()) self.set(sample, (self.get(sample) ?? 0) + (p.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self.entries()].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)').reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;

  const byPkg = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [id, t] of self) {
    const n = byId.get(id);
    if (!n || n.callFrame.functionName === '(idle)') continue;
    const pkg = packageOf(n.callFrame.url, n.callFrame.functionName);
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + t);
    const file = n.callFrame.url
      .replace(/^.*\/node_modules\//, '')
      .replace(/^.*\/gateway\/dist\//, 'gateway/dist/')
      .replace(/^file:\/\//, '');
    const name = `${n.callFrame.functionName || '(anonymous)'} ${file ? `${file}:${n.callFrame.lineNumber + 1}` : ''}`.trim();
    byFn.set(name, (byFn.get(name) ?? 0) + t);
  }
  const pct = (t: number) => `${fmt((100 * t) / busy, 1)} %`;
  const pkgRows = [...byPkg.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, t]) => [k, pct(t)]);
  const fnRows = [...byFn.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, t]) => [`\`${k}\``, pct(t)]);
  return [
    `Sampled ${fmt((p.endTime - p.startTime) / 1e6, 1)} s; the gateway's main thread was busy ${fmt((100 * busy) / total, 0)} % of it. Shares below are of the busy time (self time).`,
    '',
    table(['where (package)', 'self time'], pkgRows),
    '',
    table([`hottest ${top} functions`, 'self time'], fnRows),
  ].join('\n');
}

if (require.main === module) console.log(summariseProfile(at(process.argv, 2)));
