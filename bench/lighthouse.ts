/**
 * Lighthouse in the benchmarks (issue 17 §5): Lighthouse 13's mobile preset (its default:
 * simulated slow 4G, 4× CPU slow-down) with Debian's chromium, on a gateway serving the built web
 * with the demo data, on the main routes, each logged in through the real login as its role;
 * three runs per route (BENCH_LIGHTHOUSE_RUNS), the median of each figure; BENCH_LIGHTHOUSE_ROUTES (a
 * regular expression) limits the routes, for trying a change. BENCH_LIGHTHOUSE_CPU sets Lighthouse's CPU
 * slow-down instead of the preset's 4×: on a fast host, about 4 × its benchmarkIndex / 1,000 shows
 * roughly what a host of index 1,000 would (issue 34's slow moments), and the section says so in its
 * text. Only roughly: React yields every 5 ms of wall time, on any host, and from a slow-down of 10×
 * each such slice counts as a long task, where a slow host's slices would not (stop 61).
 *
 * Lighthouse is ESM-only and the bench runs as CommonJS under ts-node, so its CLI runs as a child
 * process, one run at a time, and its JSON report is read back. The reports and a summary of
 * every run are kept in bench/results/lighthouse/ (not in git: bench/.gitignore).
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Check, fmt, log, median, REPO, type SectionResult, table } from './lib';
import { CHROMIUM_ARGS, CHROMIUM_PATH, mainRoutes, routeLabel, startWebGateway, type WebRoute } from './web-session';

const TITLE = 'Lighthouse, mobile preset';
const CLI = path.join(REPO, 'node_modules', 'lighthouse', 'cli', 'index.js');
export const LIGHTHOUSE_DIR = path.join(REPO, 'bench', 'results', 'lighthouse');
const RUN_TIMEOUT_MS = 180_000;
/** BENCH_LIGHTHOUSE_CPU: a CPU slow-down other than the mobile preset's 4× (null: the preset's). */
const CPU_SLOWDOWN = ((): number | null => {
  const raw = process.env.BENCH_LIGHTHOUSE_CPU;
  if (!raw) return null;
  const n = Number(raw);
  if (!(n >= 1 && n <= 50)) throw new Error(`BENCH_LIGHTHOUSE_CPU must be a number from 1 to 50, not ${raw}`);
  return n;
})();

/** The targets of issue 17. */
const TARGETS = { score: 95, lcp: 2000, tbt: 150, cls: 0.02, accessibility: 95, bestPractices: 95 };

/** What one Lighthouse run gave (scores 0–100, times in ms, bytes as transferred). */
export interface RunSummary {
  route: string;
  run: number;
  error?: string;
  /** The path the page ended on (a guard may have sent it elsewhere). */
  landed?: string;
  score?: number;
  fcp?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  /** Everything the page fetched (not a service worker), headers included, as Lighthouse counts it. */
  bytes?: number;
  /** The scripts of those. */
  jsBytes?: number;
  accessibility?: number;
  bestPractices?: number;
  /** Audits that lost accessibility or best-practices points. */
  failing?: string[];
  /** The three scripts with the most main-thread time (bootup-time), ms. */
  bootup?: { url: string; ms: number }[];
  longTasks?: number;
  /** The element of the largest contentful paint. */
  lcpElement?: string;
  /** The element of the largest layout shift, and its score. */
  shift?: { element: string; score: number };
  /**
   * Lighthouse's measure of the machine's speed at the run (issue 34 §3: figures from different
   * moments are compared by it; about 1,200 on this kind of 2-core machine, a slow host).
   */
  benchmarkIndex?: number;
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}

interface Report {
  finalDisplayedUrl?: string;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, Audit | undefined>;
}

function runCli(url: string, cookie: string | null, out: string): Promise<void> {
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    '--quiet',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: `noq_session=${cookie}` })}`);
  if (CPU_SLOWDOWN !== null) args.push(`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited ${code ?? signal}: ${output.trim().split('\n').slice(-5).join(' ')}`));
    });
  });
}

const num = (a: Audit | undefined): number | undefined => a?.numericValue;
const score100 = (s: number | null | undefined): number | undefined => (s === null || s === undefined ? undefined : Math.round(s * 100));

type Node = { type?: string; selector?: string; nodeLabel?: string };
const describe = (n: Node) =>
  `\`${(n.selector ?? '?').split(' > ').slice(-2).join(' > ')}\` “${(n.nodeLabel ?? '').split('\n')[0]?.slice(0, 40)}”`;

function lcpElement(insight: Audit | undefined): string | undefined {
  const node = (insight?.details?.items ?? []).find((i) => i.type === 'node') as Node | undefined;
  return node ? describe(node) : undefined;
}

function largestShift(audit: Audit | undefined): RunSummary['shift'] {
  const top = (audit?.details?.items ?? [])
    .map((i) => ({ node: i.node as Node | undefined, score: Number(i.score) }))
    .sort((x, y) => y.score - x.score)[0];
  return top?.node && top.score >= 0.001 ? { element: describe(top.node), score: top.score } : undefined;
}

export function summarise(report: Report, route: string, run: number): RunSummary {
  if (report.runtimeError) return { route, run, error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  const a = report.audits;
  // The page's own requests (a service worker's precaching is another target's).
  const requests = (a['network-requests']?.details?.items ?? []).filter(
    (r) => (r.sessionTargetType ?? 'page') === 'page' && typeof r.transferSize === 'number',
  );
  const bytesOf = (rs: Record<string, unknown>[]) => rs.reduce((s, r) => s + (r.transferSize as number), 0);
  const failing = ['accessibility', 'best-practices'].flatMap((cat) =>
    (report.categories[cat]?.auditRefs ?? [])
      .map((ref) => a[ref.id])
      .filter((x): x is Audit => !!x && x.score !== null && x.score < 1 && ['binary', 'numeric'].includes(x.scoreDisplayMode))
      .map((x) => `${cat === 'accessibility' ? 'a11y' : 'bp'}: ${x.id}`),
  );
  return {
    route,
    run,
    landed: report.finalDisplayedUrl ? new URL(report.finalDisplayedUrl).pathname : undefined,
    score: score100(report.categories.performance?.score),
    fcp: num(a['first-contentful-paint']),
    lcp: num(a['largest-contentful-paint']),
    tbt: num(a['total-blocking-time']),
    cls: num(a['cumulative-layout-shift']),
    bytes: bytesOf(requests),
    jsBytes: bytesOf(requests.filter((r) => r.resourceType === 'Script')),
    accessibility: score100(report.categories.accessibility?.score),
    bestPractices: score100(report.categories['best-practices']?.score),
    failing,
    bootup: (a['bootup-time']?.details?.items ?? [])
      .slice(0, 3)
      .map((i) => ({ url: String(i.url).replace(/^https?:\/\/[^/]+/, ''), ms: Math.round(Number(i.total)) })),
    longTasks: a['long-tasks']?.details?.items?.length ?? 0,
    lcpElement: lcpElement(a['lcp-breakdown-insight']),
    shift: largestShift(a['layout-shifts']),
    benchmarkIndex: report.environment?.benchmarkIndex,
  };
}

interface RouteResult {
  route: WebRoute;
  runs: RunSummary[];
  ok: RunSummary[];
  med: {
    score: number;
    fcp: number;
    lcp: number;
    tbt: number;
    cls: number;
    bytes: number;
    jsBytes: number;
    accessibility: number;
    bestPractices: number;
  } | null;
}

/** One GET of `url` as a browser would ask it (the session's cookie, HTML accepted), its answer read and dropped. */
async function warmUp(url: string, session: string | null): Promise<void> {
  const res = await fetch(url, { headers: { accept: 'text/html', ...(session ? { cookie: `noq_session=${session}` } : {}) } });
  await res.arrayBuffer();
}

const slug = (p: string) => p.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'root';

export async function measureLighthouse(): Promise<SectionResult> {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  if (!fs.existsSync(CHROMIUM_PATH) || !fs.existsSync(CLI)) {
    const why = !fs.existsSync(CHROMIUM_PATH) ? `no chromium at ${CHROMIUM_PATH}` : 'no lighthouse in node_modules';
    return {
      title: TITLE,
      markdown: `Not measured: ${why}.`,
      checks: [{ what: 'Lighthouse', value: 'not measured', target: why, met: false }],
    };
  }
  fs.rmSync(LIGHTHOUSE_DIR, { recursive: true, force: true });
  fs.mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
  const gw = await startWebGateway();
  const results: RouteResult[] = [];
  try {
    // BENCH_LIGHTHOUSE_ROUTES (a regular expression) measures only the routes it matches: for trying a change.
    const only = process.env.BENCH_LIGHTHOUSE_ROUTES ? new RegExp(process.env.BENCH_LIGHTHOUSE_ROUTES) : null;
    for (const route of mainRoutes(gw.bookingShelter).filter((r) => !only || only.test(r.path))) {
      const done: RunSummary[] = [];
      // The server warmed first: one request of the page as its role, not measured. A gateway's first
      // rendering of a page runs its code cold (about 230 ms of answer here, against 40–60 ms after);
      // a phone reaches a gateway that has served the page before (docs/DECISIONS.md "The page before its hydration").
      await warmUp(gw.url + route.path, route.role ? await gw.login(route.role) : null);
      for (let run = 1; run <= runs; run++) {
        const out = path.join(LIGHTHOUSE_DIR, `${slug(route.path)}-${run}.report.json`);
        let summary: RunSummary = { route: route.path, run, error: 'not run' };
        // Lighthouse now and then fails to record a trace (NO_NAVSTART, "run Lighthouse again"): up to 3 tries.
        for (let attempt = 1; attempt <= 3; attempt++) {
          try {
            // A fresh session for every run, through the real login.
            await runCli(gw.url + route.path, route.role ? await gw.login(route.role) : null, out);
            summary = summarise(JSON.parse(fs.readFileSync(out, 'utf8')) as Report, route.path, run);
            if (summary.landed !== undefined && summary.landed !== route.path) summary.error = `landed on ${summary.landed}`;
          } catch (e) {
            summary = { route: route.path, run, error: e instanceof Error ? e.message : String(e) };
          }
          if (!summary.error) break;
          log(`lighthouse ${route.path} run ${run}, try ${attempt}: ${summary.error}`);
        }
        done.push(summary);
        log(
          `lighthouse ${route.path} run ${run}: ` +
            (summary.error ?? `score ${summary.score}, LCP ${fmt(summary.lcp ?? NaN, 0)} ms, TBT ${fmt(summary.tbt ?? NaN, 0)} ms`),
        );
      }
      const ok = done.filter((r) => !r.error);
      const m = (f: (r: RunSummary) => number | undefined) => median(ok.map((r) => f(r) ?? NaN));
      results.push({
        route,
        runs: done,
        ok,
        med:
          ok.length === 0
            ? null
            : {
                score: m((r) => r.score),
                fcp: m((r) => r.fcp),
                lcp: m((r) => r.lcp),
                tbt: m((r) => r.tbt),
                cls: m((r) => r.cls),
                bytes: m((r) => r.bytes),
                jsBytes: m((r) => r.jsBytes),
                accessibility: m((r) => r.accessibility),
                bestPractices: m((r) => r.bestPractices),
              },
      });
    }
  } finally {
    await gw.stop();
  }
  fs.writeFileSync(path.join(LIGHTHOUSE_DIR, 'summary.json'), JSON.stringify(results, null, 2));
  return section(results, runs);
}

const secs = (ms: number) => `${fmt(ms / 1000, 1)} s`;
const millis = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`;
const kb = (n: number) => `${fmt(n / 1024, 0)} KB`;
const mark = (met: boolean, text: string) => (met ? text : `**${text}**`);

function section(results: RouteResult[], runs: number): SectionResult {
  const measured = results.filter((r): r is RouteResult & { med: NonNullable<RouteResult['med']> } => r.med !== null);
  const unmeasured = results.filter((r) => r.med === null);
  const version = (() => {
    try {
      return JSON.parse(fs.readFileSync(path.join(REPO, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version as string;
    } catch {
      return '?';
    }
  })();

  /** One check per target, over every route: the worst route against the target. */
  function target(
    what: string,
    pick: (m: NonNullable<RouteResult['med']>) => number,
    limit: number,
    higherIsBetter: boolean,
    show: (n: number) => string,
  ) {
    const meets = (v: number) => (higherIsBetter ? v >= limit : v <= limit);
    const worst = measured.reduce<(typeof measured)[number] | null>(
      (w, r) => (w === null || (higherIsBetter ? pick(r.med) < pick(w.med) : pick(r.med) > pick(w.med)) ? r : w),
      null,
    );
    const missing = measured.filter((r) => !meets(pick(r.med))).map((r) => r.route.path);
    const value = worst
      ? `worst ${show(pick(worst.med))} (${worst.route.path}); met on ${measured.length - missing.length} of ${results.length} routes` +
        (unmeasured.length > 0 ? `; not measured: ${unmeasured.map((r) => r.route.path).join(', ')}` : '')
      : 'not measured';
    const v = worst ? pick(worst.med) : NaN;
    return {
      what: `Lighthouse: ${what} on every route`,
      value,
      target: `${higherIsBetter ? '≥' : '≤'} ${show(limit)}`,
      ratio: worst ? (higherIsBetter ? v / limit : v === 0 ? null : limit / v) : null,
      met: worst !== null && missing.length === 0 && unmeasured.length === 0,
    } satisfies Check;
  }

  const checks: Check[] = [
    target(
      'performance score',
      (m) => m.score,
      TARGETS.score,
      true,
      (n) => String(Math.round(n)),
    ),
    target('largest contentful paint', (m) => m.lcp, TARGETS.lcp, false, secs),
    target('total blocking time', (m) => m.tbt, TARGETS.tbt, false, millis),
    target(
      'cumulative layout shift',
      (m) => m.cls,
      TARGETS.cls,
      false,
      (n) => fmt(n, 3),
    ),
    target(
      'accessibility score',
      (m) => m.accessibility,
      TARGETS.accessibility,
      true,
      (n) => String(Math.round(n)),
    ),
    target(
      'best-practices score',
      (m) => m.bestPractices,
      TARGETS.bestPractices,
      true,
      (n) => String(Math.round(n)),
    ),
  ];

  const indexes = measured.flatMap((r) => r.ok.map((x) => x.benchmarkIndex ?? NaN)).filter((n) => Number.isFinite(n));
  const benchmarkIndex =
    indexes.length === 0
      ? 'not reported'
      : `median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over ${indexes.length} runs)`;

  const rows = results.map((r) => {
    const m = r.med;
    if (!m) return [routeLabel(r.route), `**not measured**: ${r.runs.map((x) => x.error).join('; ')}`, '', '', '', '', '', '', '', '', ''];
    return [
      routeLabel(r.route),
      mark(m.score >= TARGETS.score, String(Math.round(m.score))),
      secs(m.fcp),
      mark(m.lcp <= TARGETS.lcp, secs(m.lcp)),
      mark(m.tbt <= TARGETS.tbt, millis(m.tbt)),
      mark(m.cls <= TARGETS.cls, fmt(m.cls, 3)),
      kb(m.bytes),
      kb(m.jsBytes),
      mark(m.accessibility >= TARGETS.accessibility, String(Math.round(m.accessibility))),
      mark(m.bestPractices >= TARGETS.bestPractices, String(Math.round(m.bestPractices))),
      `${r.ok.length} of ${r.runs.length}`,
    ];
  });

  const notes = results.flatMap((r) => {
    if (r.ok.length === 0) return [];
    const failing = [...new Set(r.ok.flatMap((x) => x.failing ?? []))];
    const mid = [...r.ok].sort((a, b) => (a.score ?? 0) - (b.score ?? 0))[Math.floor((r.ok.length - 1) / 2)];
    const boot = (mid?.bootup ?? []).map((b) => `${b.url} ${millis(b.ms)}`).join(', ');
    const errors = r.runs.filter((x) => x.error).map((x) => `run ${x.run}: ${x.error}`);
    const shift = mid?.shift ? `${mid.shift.element} ${fmt(mid.shift.score, 3)}` : '—';
    return [
      [
        r.route.path,
        String(median(r.ok.map((x) => x.longTasks ?? 0))),
        boot || '—',
        mid?.lcpElement ?? '—',
        shift,
        (failing.join(', ') || '—') + (errors.length > 0 ? `; failed ${errors.join('; ')}` : ''),
      ],
    ];
  });

  return {
    title: TITLE,
    markdown: [
      `Lighthouse ${version} (npm \`lighthouse\`, its CLI run from bench/lighthouse.ts) with Debian's chromium (\`${CHROMIUM_ARGS.join(' ')}\`), ` +
        'mobile preset (its default: simulated slow 4G — 150 ms RTT, 1.6 Mbit/s — and 4× CPU slow-down, a Moto G Power–sized screen), ' +
        (CPU_SLOWDOWN === null ? '' : `**but a CPU slow-down of ${CPU_SLOWDOWN}× (BENCH_LIGHTHOUSE_CPU), not the preset's 4×**, `) +
        'categories performance, accessibility and best practices. The gateway serves the built web (`npm run build`) with the demo data on an in-memory PGlite; ' +
        'each route is opened logged in as its role through the real login (`POST /api/login/` with the demo account, a fresh session per run, ' +
        'its `noq_session` cookie sent as a header), after one unmeasured request of the route as that role, so the gateway has run the page once (a warm server). ' +
        `${runs} run${runs === 1 ? '' : 's'} per route, one after another; every figure is the median of the runs, each figure on its own. ` +
        'Every run starts a new chromium with an empty profile (cold cache, no service worker); bytes are what the page itself fetched ' +
        '(Lighthouse’s network records of the page target, headers included), not what a service worker precached. ' +
        'Lighthouse’s simulated figures vary by about ±5 points from run to run and with the load on the machine. ' +
        'KB = 1,024 bytes. Bold: target not met.',
      '',
      `Lighthouse's \`benchmarkIndex\` of this machine during these runs (issue 34 §3; higher is faster; compare figures only between runs of similar index): ${benchmarkIndex}.`,
      '',
      table(['route', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'JS bytes', 'accessibility', 'best practices', 'runs'], rows),
      '',
      `Targets (issue 17): performance ≥ ${TARGETS.score}, LCP ≤ ${secs(TARGETS.lcp)}, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}, ` +
        `accessibility and best practices ≥ ${TARGETS.accessibility}. The JavaScript budgets are in "Web: JavaScript per route" (measured without headers).`,
      '',
      'Where the time goes, per route (the run with the median score): long tasks, the scripts with the most main-thread time (Lighthouse `bootup-time`, ' +
        '4× slowed), the element of the largest contentful paint, the element of the largest layout shift, ' +
        'and every accessibility (a11y) or best-practices (bp) audit that lost points in any run.',
      '',
      table(['route', 'long tasks', 'main-thread time by script', 'LCP element', 'largest layout shift', 'audits not passed'], notes),
    ].join('\n'),
    checks,
  };
}
