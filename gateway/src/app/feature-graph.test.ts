import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Features import one another without a cycle (issue 31 §5): the lint's import-x/no-cycle sees
 * files; this sees features, so "booking uses notify" and "notify uses booking" cannot both hold.
 * Type-only imports count too: a feature that needs another's types depends on it.
 */
const SRC = join(__dirname, '..');
const NOT_FEATURES = new Set(['domain', 'platform', 'app', 'test-support', 'api']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sources(SRC)) {
    const [from, ...rest] = relative(SRC, file).split(sep);
    if (from === undefined || rest.length === 0 || NOT_FEATURES.has(from)) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, to] of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g)) {
      if (to !== undefined && to !== from && !NOT_FEATURES.has(to)) edges.add(to);
    }
  }
  return graph;
}

/** A cycle through the graph, as the features in order, or null. */
function cycleOf(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (f: string): string[] | null => {
    if (state.get(f) === 'done') return null;
    if (state.get(f) === 'open') return [...path.slice(path.indexOf(f)), f];
    state.set(f, 'open');
    path.push(f);
    for (const to of graph.get(f) ?? []) {
      const found = visit(to);
      if (found) return found;
    }
    path.pop();
    state.set(f, 'done');
    return null;
  };
  for (const f of graph.keys()) {
    const found = visit(f);
    if (found) return found;
  }
  return null;
}

it('reads the features and their imports of one another', () => {
  const graph = featureGraph();
  expect(graph.get('booking')).toContain('notify');
  expect(graph.size).toBeGreaterThan(10);
});

it('has no cycle among the features', () => {
  expect(cycleOf(featureGraph())).toBeNull();
});

it('would see one', () => {
  const graph = new Map([
    ['booking', new Set(['notify'])],
    ['notify', new Set(['live', 'booking'])],
    ['live', new Set<string>()],
  ]);
  expect(cycleOf(graph)).toEqual(['booking', 'notify', 'booking']);
});
