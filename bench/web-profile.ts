/**
 * Where a route's main-thread time goes on a slow phone (issue 17 §4): opens a route in Debian's
 * chromium with the CPU slowed 4× (as Lighthouse's mobile preset), records a performance trace
 * (the main thread's tasks and the V8 sampling profiler on the same clock) while the page loads,
 * and prints the tasks over 50 ms (each blocks input for its excess over 50 ms: Lighthouse's total
 * blocking time is their sum between first paint and interactive), React's commits, and, within
 * those tasks, the time by script, by function (inclusive and self) and by kind of browser work.
 *
 *   TS_NODE_PROJECT=bench/tsconfig.json npx ts-node --transpile-only bench/web-profile.ts [route] [role]
 *
 * route defaults to /host, role to host. Function names are readable with an unminified build, its
 * server build beside it (without one the gateway sends the app shell, and the page is rendered in
 * the browser instead of hydrated: a different main thread, all of it in sync renders, stop 61):
 *   (cd web && npx vite build --minify false --outDir /tmp/noq-unmin/dist --emptyOutDir &&
 *     npx vite build --ssr src/entry-server.tsx --minify false --outDir /tmp/noq-unmin/dist-ssr)
 *   NOQ_PROFILE_DIST=/tmp/noq-unmin/dist TS_NODE_PROJECT=bench/tsconfig.json npx ts-node --transpile-only bench/web-profile.ts
 * NOQ_PROFILE_RUNS (default 3) loads are profiled; figures are per load, the median of the loads.
 * NOQ_PROFILE_RATE (default 4) is the CPU slow-down. At 1 the page runs at the machine's own speed,
 * as in the trace Lighthouse's simulation multiplies by 4: a task is then long from 12.5 ms, and
 * every figure of blocking is that task's excess over 50 ms once multiplied by 4/rate (stop 57).
 * NOQ_PROFILE_SAMPLING=0 skips the loads with the sampling profiler (times only, twice as fast).
 * NOQ_PROFILE_EVENTS=1 prints what each long task of the timing loads was (the browser's events).
 * NOQ_PROFILE_SETTLE_S waits that long after the gateway's start (61: past the live feed's margin,
 * so the page gets no resync for the demo's own seeding, as in Lighthouse's runs).
 */
import * as fs from 'node:fs';
import { chromium } from 'playwright-core';
import { fmt, median, sleep } from './lib';
import { ssrBundlePath } from '../gateway/src/ssr/server-render';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type Role, startWebGateway } from './web-session';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  cat?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: { functionName: string; url: string } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  'loading',
];
/** The sampling profiler slows the page down: its loads give the shares, the others the times. */
const SAMPLING = 'disabled-by-default-v8.cpu_profiler';

/**
 * Work inside tasks, by trace event name (not nested in one another): compiling (modules when
 * they arrive, functions at their first call), style, layout, paint, garbage collection.
 */
const WORK: Record<string, string> = {
  'v8.compileModule': 'compile modules',
  'V8.CompileCode': 'compile functions at first call',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  ParseAuthorStyleSheet: 'parse CSS',
  MinorGC: 'GC',
  MajorGC: 'GC',
};

/** The CPU slow-down of the loads, and what it takes to stand for Lighthouse's 4×. */
const RATE = Number(process.env.NOQ_PROFILE_RATE ?? 4);
const TO_4X = 4 / RATE;
/** A task over this (at RATE) is over 50 ms at 4×: a long task. */
const LONG_MS = 50 / TO_4X;

const file = (url: string | undefined) => (url ?? '').replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js') || '(native)';

interface Load {
  /** JavaScript time sampled in long tasks (sampling loads only). */
  sampled: number;
  tasks: { start: number; ms: number; commits: number; what: string }[];
  blocking: number;
  blockingAfterFcp: number;
  /** First contentful paint, ms from the trace's first task. */
  fcpAt: number;
  busy: number;
  commits: number;
  self: Map<string, number>;
  inclusive: Map<string, number>;
  byFile: Map<string, number>;
  work: Map<string, number>;
}

function analyse(events: TraceEvent[]): Load {
  // The page's main thread: the renderer main thread that was busiest.
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busyOn = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask').reduce((a, e) => a + (e.dur ?? 0), 0);
  const main = mains.map((m) => ({ pid: m.pid, tid: m.tid, n: busyOn(m.pid, m.tid) })).sort((a, b) => b.n - a.n)[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  // Top-level tasks only.
  const top: TraceEvent[] = [];
  for (const t of tasks) {
    const last = top[top.length - 1];
    if (!last || t.ts >= last.ts + (last.dur ?? 0)) top.push(t);
  }
  const long = top.filter((t) => (t.dur ?? 0) / 1000 > LONG_MS);
  const inLong = (ts: number) => long.some((t) => ts >= t.ts && ts < t.ts + (t.dur ?? 0));
  const commitMarks = onMain.filter((e) => e.name === 'react-commit').map((e) => e.ts);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const origin = top[0]?.ts ?? 0;

  // The sampling profile: nodes and samples arrive in chunks (the ids of one profile).
  const nodes = new Map<number, { parent?: number; name: string; file: string }>();
  const samples: { ts: number; node: number; ms: number }[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid);
  let t = profile?.args?.data?.startTime ?? 0;
  for (const c of events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === profile?.id)) {
    for (const n of c.args?.data?.cpuProfile?.nodes ?? [])
      nodes.set(n.id, { parent: n.parent, name: n.callFrame.functionName || '(anonymous)', file: file(n.callFrame.url) });
    const s = c.args?.data?.cpuProfile?.samples ?? [];
    const d = c.args?.data?.timeDeltas ?? [];
    for (let i = 0; i < s.length; i++) {
      t += d[i] ?? 0;
      samples.push({ ts: t, node: s[i] ?? 0, ms: 0 });
    }
  }
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i];
    const next = samples[i + 1];
    if (s) s.ms = next ? Math.min(10, (next.ts - s.ts) / 1000) : 0;
  }
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const byFile = new Map<string, number>();
  // Per long task: the time of our own code's named functions (inclusive) and of each script (self).
  const perTask = long.map(() => ({
    files: new Map<string, number>(),
    ours: new Map<string, number>(),
    functions: new Map<string, number>(),
  }));
  const taskOf = (ts: number) => long.findIndex((t) => ts >= t.ts && ts < t.ts + (t.dur ?? 0));
  const OURS = /^(main|app|host-pages|instant|live|dates|Layout)\.js$/;
  for (const s of samples) {
    const ti = taskOf(s.ts);
    if (ti < 0) continue;
    const task = perTask[ti];
    {
      let n = nodes.get(s.node);
      if (task && n && n.name !== '(idle)') {
        add(task.files, n.file, s.ms);
        add(task.functions, `${n.name} ${n.file}`, s.ms);
      }
      const seen = new Set<string>();
      while (task && n) {
        const name = `${n.name} ${n.file}`;
        if (OURS.test(n.file) && n.name !== '(anonymous)' && !seen.has(name)) add(task.ours, name, s.ms);
        seen.add(name);
        n = n.parent === undefined ? undefined : nodes.get(n.parent);
      }
    }
    let node = nodes.get(s.node);
    if (!node || node.name === '(idle)') continue;
    add(self, `${node.name} ${node.file}`, s.ms);
    add(byFile, node.file, s.ms);
    const seen = new Set<string>();
    while (node) {
      const name = `${node.name} ${node.file}`;
      if (!seen.has(name)) add(inclusive, name, s.ms);
      seen.add(name);
      node = node.parent === undefined ? undefined : nodes.get(node.parent);
    }
  }
  const work = new Map<string, number>();
  for (const e of onMain) {
    const kind = WORK[e.name];
    if (kind && e.ph === 'X' && inLong(e.ts)) add(work, kind, (e.dur ?? 0) / 1000);
  }
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  return {
    tasks: long.map((e, i) => {
      const task = perTask[i];
      const total = [...(task?.files.values() ?? [])].reduce((a, b) => a + b, 0) || 1;
      const pct = (m: Map<string, number>, n: number) =>
        [...m.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${k} ${fmt((100 * v) / total, 0)} %`)
          .join(', ');
      // The trace events inside the task (their own durations, nested ones counted again): what kind of work it was.
      const inside = new Map<string, number>();
      for (const c of onMain)
        if (c.ph === 'X' && c !== e && c.ts >= e.ts && c.ts < e.ts + (e.dur ?? 0) && c.dur !== undefined) {
          const url = (c.args?.data as { url?: string } | undefined)?.url;
          add(inside, url ? `${c.name}(${file(url)})` : c.name, ms(c));
        }
      const events = [...inside.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k} ${fmt(v, 0)}`)
        .join(', ');
      return {
        start: (e.ts - origin) / 1000,
        ms: ms(e),
        commits: commitMarks.filter((c) => c >= e.ts && c < e.ts + (e.dur ?? 0)).length,
        what:
          `events: ${events}; ` +
          (task && total > 1
            ? `scripts (self): ${pct(task.files, 4)}; functions (self): ${pct(task.functions, 6)}; our functions (inclusive): ${pct(task.ours, 6)}`
            : ''),
      };
    }),
    sampled: [...byFile.values()].reduce((a, b) => a + b, 0),
    blocking: long.reduce((a, e) => a + ms(e) * TO_4X - 50, 0),
    fcpAt: (fcp - origin) / 1000,
    blockingAfterFcp: long.filter((e) => e.ts >= fcp).reduce((a, e) => a + ms(e) * TO_4X - 50, 0),
    busy: top.reduce((a, e) => a + ms(e), 0),
    commits: commitMarks.length,
    self,
    inclusive,
    byFile,
    work,
  };
}

async function main(): Promise<void> {
  const route = process.argv[2] ?? '/host';
  const role = (process.argv[3] ?? 'host') as Role;
  const runs = Number(process.env.NOQ_PROFILE_RUNS ?? 3);
  const dist = process.env.NOQ_PROFILE_DIST || undefined;
  const serverBuild = dist && ssrBundlePath(dist, {});
  if (serverBuild && !fs.existsSync(serverBuild)) {
    console.log(`no server build at ${serverBuild}: ${route} is rendered in the browser, not hydrated`);
  }
  const gw = await startWebGateway(dist);
  // A page loaded within a minute of the demo's seeding gets a live resync first (the seeding's
  // changes are inside the feed's margin, gateway/src/live/live.sql.ts) and asks its views again;
  // Lighthouse's runs of a route come minutes after the gateway's start.
  const settle = Number(process.env.NOQ_PROFILE_SETTLE_S ?? 0);
  if (settle > 0) await sleep(settle * 1000);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loads: Load[] = [];
  const sampled: Load[] = [];
  try {
    const withSampler = process.env.NOQ_PROFILE_SAMPLING !== '0';
    for (let run = 0; run < (withSampler ? 2 : 1) * runs; run++) {
      const sampling = run >= runs;
      const context = await browser.newContext({ locale: 'sv-SE', serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
      await context.addCookies([{ name: 'noq_session', value: await gw.login(role), url: gw.url }]);
      // React calls a devtools hook on every commit, in production builds too: mark each in the trace.
      await context.addInitScript(() => {
        (globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          onCommitFiberRoot: () => performance.mark('react-commit'),
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          checkDCE: () => undefined,
        };
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      await browser.startTracing(page, { categories: sampling ? [...CATEGORIES, SAMPLING] : CATEGORIES });
      await page.goto(gw.url + route, { waitUntil: 'networkidle' });
      await sleep(1500);
      const raw = await browser.stopTracing();
      // NOQ_PROFILE_TRACE=file.json keeps the last trace (chromium's format: open it in DevTools' Performance panel).
      if (process.env.NOQ_PROFILE_TRACE) fs.writeFileSync(process.env.NOQ_PROFILE_TRACE, raw);
      const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
      (sampling ? sampled : loads).push(analyse(trace.traceEvents));
      await context.close();
    }
  } finally {
    await browser.close();
    await gw.stop();
  }
  const med = (f: (l: Load) => number) => median(loads.map(f));
  // Shares of the JavaScript sampled in long tasks (the sampling loads), as % and as ms of the timing loads' long tasks.
  const longMs = med((l) => l.tasks.reduce((a, s) => a + s.ms, 0));
  const top = (pick: (l: Load) => Map<string, number>, n: number, keep: (k: string) => boolean = () => true) => {
    const names = new Set(sampled.flatMap((l) => [...pick(l).keys()]));
    return [...names]
      .filter(keep)
      .map((k) => [k, median(sampled.map((l) => (pick(l).get(k) ?? 0) / Math.max(1, l.sampled)))] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  };
  const print = (title: string, rows: (readonly [string, number])[]) => {
    console.log(`\n${title}`);
    for (const [k, v] of rows) console.log(`  ${fmt(100 * v, 1).padStart(5)} %  ${fmt(v * longMs, 0).padStart(5)} ms  ${k}`);
  };
  console.log(`${route} as ${role}, CPU ${RATE}× slowed, ${runs} loads (medians per load); long: over ${fmt(LONG_MS, 1)} ms`);
  console.log(
    `main thread busy ${fmt(
      med((l) => l.busy),
      0,
    )} ms in tasks; in long tasks ${fmt(
      med((l) => l.tasks.reduce((a, s) => a + s.ms, 0)),
      0,
    )} ms`,
  );
  console.log(
    `blocking (sum of the excess over 50 ms, at 4×): ${fmt(
      med((l) => l.blocking),
      0,
    )} ms, after first contentful paint ${fmt(
      med((l) => l.blockingAfterFcp),
      0,
    )} ms; ` + `React commits: ${med((l) => l.commits)}`,
  );
  console.log(`blocking after first contentful paint, per load: ${loads.map((l) => fmt(l.blockingAfterFcp, 0)).join(', ')} ms`);
  for (const [i, l] of loads.entries()) {
    console.log(
      `load ${i + 1} (first paint at ${fmt(l.fcpAt, 0)}): long tasks: ${l.tasks.map((s) => `${fmt(s.ms, 0)} ms at ${fmt(s.start, 0)} (${s.commits} commits)`).join(', ')}`,
    );
    // NOQ_PROFILE_EVENTS=1: what each long task of the timing loads was (the browser's events).
    if (process.env.NOQ_PROFILE_EVENTS === '1')
      for (const t of l.tasks) console.log(`  ${fmt(t.ms, 0)} ms at ${fmt(t.start, 0)}: ${t.what}`);
  }
  console.log('\nthe long tasks of the sampling loads:');
  for (const [i, l] of sampled.entries())
    for (const t of l.tasks) console.log(`  load ${i + 1}: ${fmt(t.ms, 0)} ms at ${fmt(t.start, 0)} (${t.commits} commits): ${t.what}`);
  console.log('\nin long tasks, browser work (ms):');
  for (const k of new Set(loads.flatMap((l) => [...l.work.keys()])))
    console.log(
      `  ${fmt(
        med((l) => l.work.get(k) ?? 0),
        1,
      ).padStart(7)}  ${k}`,
    );
  console.log(
    `\nShares of the time sampled in long tasks (${runs} more loads with V8's sampling profiler), and that share of ${fmt(longMs, 0)} ms:`,
  );
  print(
    'by script file (self time):',
    top((l) => l.byFile, 12),
  );
  print(
    'components (inclusive: the render of the component itself with its hooks, not its children):',
    top(
      (l) => l.inclusive,
      25,
      (k) => /^[A-Z]\w*(\$\d+)? (?!react)/.test(k),
    ),
  );
  print(
    'by function, inclusive:',
    top((l) => l.inclusive, Number(process.env.NOQ_PROFILE_TOP ?? 70)),
  );
  print(
    'by function, self:',
    top((l) => l.self, 30),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
