// The first chunk (main.tsx and what it imports statically) is what the login page loads: it must
// not reach Apollo, graphql-js, the live connection or the calendar (docs/ARCHITECTURE.md, "Web:
// route-level code splitting"). Those come through import(), after a login or a first use.
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

/** Every package and source file main.tsx reaches through static imports. */
function firstChunk(): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const files = new Set<string>();
  const unread = [path.join(SRC, 'main.tsx')];
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

describe('the login page’s chunk', () => {
  const { packages, files } = firstChunk();

  it('holds React, the router and nothing heavier', () => {
    expect([...packages].sort()).toEqual(['react', 'react-dom/client', 'react-router-dom']);
  });

  it('does not hold the logged-in app, the feature pages, the GraphQL documents or the calendar', () => {
    const rel = [...files].map((f) => path.relative(SRC, f).replaceAll(path.sep, '/'));
    expect(rel).not.toContain('app/runtime.tsx');
    expect(rel).not.toContain('ui/DatePicker.tsx');
    expect(rel.filter((f) => f.startsWith('gql/'))).toEqual([]);
    expect(rel.filter((f) => /-pages\.ts$/.test(f))).toEqual([]);
    // The login page itself is there.
    expect(rel).toContain('features/auth/LoginPage.tsx');
  });
});
