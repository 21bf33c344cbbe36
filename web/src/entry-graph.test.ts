// What a first visit loads (docs/DECISIONS.md, "Web: route-level code splitting", and issue 17's
// budgets): the login page (login/main.ts) no package at all, and the app's first chunk (main.tsx and
// what it imports statically) not Apollo, graphql-js, the live connection or the calendar. Those
// come through import(), after a login or a first use.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = __dirname;

/** The modules a file imports for its runtime (not `import type`, not import()). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  if (spec.endsWith('.css')) return null;
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

/** Every package and source file `entry` reaches through static imports. */
function staticClosure(entry: string): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const files = new Set<string>();
  const unread = [path.join(SRC, entry)];
  while (unread.length > 0) {
    const file = unread.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of staticImports(file)) {
      const local = resolve(file, spec);
      if (local) unread.push(local);
      else if (!spec.startsWith('.')) packages.add(spec);
    }
  }
  return { packages, files };
}

const relative = (files: Set<string>): string[] => [...files].map((f) => path.relative(SRC, f).replaceAll(path.sep, '/')).sort();

describe('the login page (login.html, no React)', () => {
  const { packages, files } = staticClosure('login/main.ts');

  it('holds no package, and of the catalogue only its own texts (other languages come when chosen)', () => {
    expect([...packages]).toEqual([]);
    expect(relative(files)).toEqual([
      'i18n/fill-html.ts',
      'i18n/languages.ts',
      'i18n/load.ts',
      'i18n/sv/auth.ts',
      'i18n/sv/language.ts',
      'i18n/sv/layout.ts',
      'i18n/sv/offline.ts',
      'lib/graphql-fetch.ts',
      'lib/offline-store.ts',
      'lib/paths.ts',
      'lib/service-worker.ts',
      'login/login.ts',
      'login/main.ts',
    ]);
  });
});

describe('the app’s first chunk (main.tsx)', () => {
  const { packages, files } = staticClosure('main.tsx');

  it('holds React, the router and nothing heavier', () => {
    expect([...packages].sort()).toEqual(['react', 'react-dom/client', 'react-router-dom']);
  });

  it('does not hold the logged-in app, the feature pages, the GraphQL documents or the calendar', () => {
    const rel = relative(files);
    expect(rel).not.toContain('app/runtime.tsx');
    expect(rel).not.toContain('ui/DatePicker.tsx');
    expect(rel.filter((f) => f.startsWith('gql/'))).toEqual([]);
    expect(rel.filter((f) => /-pages\.ts$/.test(f))).toEqual([]);
  });
});
