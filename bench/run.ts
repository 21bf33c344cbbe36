/**
 * `npm run bench` (issue 11): every benchmark in one run, on this machine, written to
 * bench/RESULTS.md with the machine, the versions, every figure and its ratio to its target.
 *
 *   npm run bench                  build, then the full run (≈ 15 min on 2 cores) → bench/RESULTS.md
 *   npm run bench:smoke            CI's short version (no build, no Lighthouse): small sizes, short runs →
 *                                  bench/results/smoke.md; fails on a hard check: a correctness check (the
 *                                  storm's exact counts), a route over its JavaScript budget or a text asset
 *                                  sent without brotli (issue 17) — not on speed
 *   npm run bench -- --only lighthouse           some sections only (or BENCH_ONLY=lighthouse,web); sections:
 *                                  load, storm, scale, national, soak, pglite, web, lighthouse. A run of some sections writes
 *                                  bench/results/only-<sections>.md and leaves bench/RESULTS.md as it is;
 *                                  with --update it also replaces those sections (and their summary rows)
 *                                  in bench/RESULTS.md, marked with their own date and machine.
 *
 * PostgreSQL: DATABASE_URL (a user that may CREATE DATABASE), else a throwaway cluster from the
 * server binaries in /usr/lib/postgresql/*\/bin. Every gateway runs with NODE_ENV=production.
 */
import 'reflect-metadata';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { availabilitySection, measureAvailability } from './load';
import {
  type BenchOptions,
  type Check,
  dropDatabase,
  fmt,
  freshDatabase,
  GATEWAY_MAIN,
  log,
  postgresServer,
  REPO,
  type SectionResult,
  table,
} from './lib';
import { measureStorm, stormSection } from './storm';
import { runScale } from './scale';
import { runNational } from './national';
import { runSoak } from './soak';
import { measureWeb } from './web';
import { measureLighthouse } from './lighthouse';

const SECTIONS = ['load', 'storm', 'scale', 'national', 'soak', 'pglite', 'web', 'lighthouse'] as const;
/** Sections that need PostgreSQL (the others run on an in-memory PGlite of their own). */
const ON_POSTGRES = new Set<string>(['load', 'storm', 'scale', 'national', 'soak', 'pglite']);

/** `--only a,b` / `--only=a,b`, else BENCH_ONLY, else every section. */
function chosenSections(): Set<string> {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  const arg = i < 0 ? undefined : argv[i] === '--only' ? argv[i + 1] : argv[i]?.slice('--only='.length);
  const list = (arg ?? process.env.BENCH_ONLY ?? SECTIONS.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = list.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length > 0 || list.length === 0)
    throw new Error(`unknown section(s) ${unknown.join(', ')}; the sections: ${SECTIONS.join(', ')}`);
  return new Set(list);
}

function version(pkg: string): string {
  for (const base of [REPO, path.join(REPO, 'gateway'), path.join(REPO, 'web')]) {
    const file = path.join(base, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  return '?';
}

function machine(pgVersion: string | null): string {
  const cpus = os.cpus();
  const pkgs = [
    '@apollo/server',
    'type-graphql',
    'graphql',
    'typeorm',
    'pg',
    '@electric-sql/pglite',
    'express',
    'react',
    'react-router-dom',
    '@apollo/client',
    'vite',
    'autocannon',
  ];
  return [
    table(
      ['', ''],
      [
        ['measured', new Date().toISOString()],
        ['CPU', `${cpus.length} × ${cpus[0]?.model ?? '?'}`],
        ['memory', `${fmt(os.totalmem() / 2 ** 30, 1)} GiB`],
        ['OS', `${os.type()} ${os.release()} ${os.arch()}`],
        ['Node.js', process.version],
        ['PostgreSQL', pgVersion === null ? 'not used by these sections' : `${pgVersion} (local cluster, fsync off, over 127.0.0.1)`],
        ['gateway', 'the built dist (`npm run build`), NODE_ENV=production, pool 10 per process'],
        ['packages', pkgs.map((p) => `${p} ${version(p)}`).join(', ')],
      ],
    ),
  ].join('\n');
}

const verdict = (c: Check) => (c.met === null ? 'reference' : c.met ? 'met' : '**not met**');

function summary(checks: Check[]): string {
  return table(
    ['figure', 'measured', 'target', 'ratio to target', 'verdict'],
    checks.map((c) => [c.what, c.value, c.target, c.ratio === undefined || c.ratio === null ? '—' : `${fmt(c.ratio, 2)}`, verdict(c)]),
  );
}

/** Replaces `sections` (by title) and their summary rows (by the figures' prefix) in RESULTS.md. */
function updateResults(keys: string[], sections: SectionResult[], checks: Check[], machineTable: string): void {
  const file = path.join(REPO, 'bench', 'RESULTS.md');
  let text = fs.readFileSync(file, 'utf8');
  const prefixes = new Set(checks.map((c) => c.what.split(':')[0] ?? c.what));
  // Summary rows of these sections go; the new ones are added at the end of the summary table.
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l === '## Every figure against its target');
  let end = start + 1;
  while (end < lines.length && !lines[end]?.startsWith('## ')) end++;
  const kept = lines
    .slice(start, end)
    .filter((l) => !(l.startsWith('| ') && [...prefixes].some((p) => l.startsWith(`| ${p}:`) || l.startsWith(`| ${p} |`))));
  const lastRow = kept.map((l, i) => (l.startsWith('|') ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
  const rows = summary(checks).split('\n').slice(2);
  kept.splice(lastRow + 1, 0, ...rows);
  text = [...lines.slice(0, start), ...kept, ...lines.slice(end)].join('\n');
  const stamp = `_Measured again ${new Date().toISOString()} (\`npm run bench -- --only ${keys.join(',')} --update\`), on:_`;
  for (const section of sections) {
    const body = [`## ${section.title}`, '', stamp, '', machineTable, '', section.markdown, ''].join('\n');
    // An earlier version of the section (the same title, or the same kind before a colon) goes.
    const kind = section.title.split(':')[0] ?? section.title;
    for (;;) {
      const heading = [...text.matchAll(/\n## ([^\n]+)\n/g)].find((m) => m[1] === section.title || m[1]?.startsWith(`${kind}:`));
      if (!heading || heading.index === undefined) break;
      const next = text.indexOf('\n## ', heading.index + 1);
      text = text.slice(0, heading.index + 1) + (next >= 0 ? text.slice(next + 1) : '');
    }
    const analysis = text.indexOf('\n## Analysis');
    text = analysis >= 0 ? `${text.slice(0, analysis + 1)}${body}\n${text.slice(analysis + 1)}` : `${text}\n${body}`;
  }
  // The hand-written analysis at the end follows bench/ANALYSIS.md as it is now.
  const analysisAt = text.indexOf('\n## Analysis');
  const analysisFile = path.join(REPO, 'bench', 'ANALYSIS.md');
  if (analysisAt >= 0 && fs.existsSync(analysisFile)) text = `${text.slice(0, analysisAt + 1)}${fs.readFileSync(analysisFile, 'utf8')}`;
  text = text.replace(
    'every figure below comes from one run on the machine described.',
    'every figure below comes from one run on the machine described, except the sections marked as measured again (each with its own date and machine).',
  );
  fs.writeFileSync(file, text);
  log('updated bench/RESULTS.md');
}

async function main(): Promise<void> {
  const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
  const only = chosenSections();
  // Lighthouse takes minutes and its simulated figures vary by a few points: not in the smoke run.
  if (smoke && only.delete('lighthouse')) log('smoke run: Lighthouse left out');
  const partial = SECTIONS.some((s) => !only.has(s) && !(smoke && s === 'lighthouse'));
  if (!fs.existsSync(GATEWAY_MAIN)) throw new Error('npm run bench needs the built product: npm run build');
  const started = Date.now();
  const pg = [...only].some((s) => ON_POSTGRES.has(s)) ? await postgresServer() : { url: '', version: null, stop: async () => undefined };
  const opts: BenchOptions = { smoke, serverUrl: pg.url };
  const sections: SectionResult[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'noq-bench-'));
  try {
    if (only.has('load')) {
      log('availability on PostgreSQL');
      const url = await freshDatabase(pg.url, 'noq_bench_load');
      sections.push(
        availabilitySection('Availability, PostgreSQL', await measureAvailability(opts, { kind: 'postgres', url }, true), false),
      );
      await dropDatabase(pg.url, 'noq_bench_load');
    }
    if (only.has('storm')) {
      log('booking storms on PostgreSQL');
      const url = await freshDatabase(pg.url, 'noq_bench_storm');
      sections.push(stormSection('Booking storm, PostgreSQL', await measureStorm(opts, { kind: 'postgres', url }, 2), false));
      await dropDatabase(pg.url, 'noq_bench_storm');
    }
    if (only.has('scale')) {
      log('SQL per operation and growth');
      sections.push(...(await runScale(opts)));
    }
    if (only.has('national')) {
      log('national scale: a country generated, every view at 100,000 and 2,000,000 bookings');
      sections.push(...(await runNational(opts)));
    }
    if (only.has('soak')) {
      log('tables that stop growing: two days of writes in fast-forward, pruned as the gateway prunes');
      sections.push(...(await runSoak(opts)));
    }
    if (only.has('pglite')) {
      log('availability and storms on the embedded PGlite');
      sections.push(
        availabilitySection(
          'Availability, embedded PGlite',
          await measureAvailability(opts, { kind: 'pglite', dir: path.join(tmp, 'load') }, false),
          true,
        ),
      );
      sections.push(
        stormSection(
          'Booking storm, embedded PGlite (one process)',
          await measureStorm(opts, { kind: 'pglite', dir: path.join(tmp, 'storm') }, 1),
          true,
        ),
      );
    }
    if (only.has('web')) {
      log('web: JavaScript per route, budgets and compression');
      sections.push(await measureWeb(smoke));
    }
    if (only.has('lighthouse')) {
      log('Lighthouse, mobile preset, on the main routes (a few minutes)');
      sections.push(await measureLighthouse());
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    await pg.stop();
  }

  const checks = sections.flatMap((s) => s.checks);
  const analysis = path.join(REPO, 'bench', 'ANALYSIS.md');
  const out = [
    `# noQ benchmarks${smoke ? ' (smoke run: small sizes, short runs — not the figures)' : ''}`,
    ...(partial ? ['', `Sections run: ${[...only].join(', ')} only.`] : []),
    '',
    'Written by `npm run bench` (bench/run.ts); every figure below comes from one run on the machine described. ' +
      'Speed targets are ratios against a baseline measured in the same run wherever the issue gives one, because absolute times drift on shared machines.',
    '',
    machine(pg.version),
    '',
    `Run time: ${fmt((Date.now() - started) / 60000, 1)} min.`,
    '',
    '## Every figure against its target',
    '',
    summary(checks),
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, '', s.markdown, '']),
    ...(fs.existsSync(analysis) && !smoke && !partial ? [fs.readFileSync(analysis, 'utf8')] : []),
  ].join('\n');
  // `--update`: a run of some sections also replaces those sections in RESULTS.md (and their rows of
  // its summary), marked with this run's own date and machine, so a section can be measured again
  // without the whole 15-minute run.
  if (partial && !smoke && process.argv.includes('--update')) updateResults([...only], sections, checks, machine(pg.version));
  // Only a full run writes RESULTS.md: a run of some sections would drop the others' figures.
  const file = smoke
    ? path.join(REPO, 'bench', 'results', 'smoke.md')
    : partial
      ? path.join(REPO, 'bench', 'results', `only-${[...only].join('-')}.md`)
      : path.join(REPO, 'bench', 'RESULTS.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, out);
  log(`wrote ${path.relative(REPO, file)}`);
  for (const c of checks) log(`${verdict(c).replace(/\*/g, '')}: ${c.what}: ${c.value} (target ${c.target})`);
  const broken = checks.filter((c) => c.hard && c.met === false);
  if (broken.length > 0) {
    console.error(
      `bench: ${broken.length} hard check(s) failed:\n${broken.map((c) => `  ${c.what}: ${c.value} (target ${c.target})`).join('\n')}`,
    );
    process.exit(1);
  }
  process.exit(0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
