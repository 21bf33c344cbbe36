/**
 * A plain HTML page generated from the OpenAPI document (/api/docs): no script, no CDN. Long paths
 * and texts wrap and the schemas scroll inside their own boxes, so it fits a phone (issue 23 §12).
 */
const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Json = Record<string, unknown>;

function schemaText(s: unknown): string {
  return esc(JSON.stringify(s, null, 2));
}

export function openApiHtml(doc: Json): string {
  const info = doc.info as Json;
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const schemas = ((doc.components as Json).schemas ?? {}) as Record<string, unknown>;
  const rows: string[] = [];
  for (const [p, methods] of Object.entries(paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const params = (op.parameters as Json[] | undefined) ?? [];
      const body = op.requestBody as Json | undefined;
      const responses = op.responses as Record<string, Json>;
      rows.push(`<section id="${esc(op.operationId)}">
<h3><code>${esc(m.toUpperCase())} ${esc(p)}</code></h3>
<p>${esc(op.summary)} ${esc(op.description)}</p>
${params.length ? `<p>Parameters:</p><ul>${params.map((x) => `<li><code>${esc(x.name)}</code> (${esc(x.in)}${x.required ? ', required' : ''}): ${esc(x.description)}</li>`).join('')}</ul>` : ''}
${body ? `<details><summary>Request body (application/json)</summary><pre>${schemaText((body.content as Json)['application/json'])}</pre></details>` : ''}
<p>Answers:</p><ul>${Object.entries(responses)
        .map(
          ([code, r]) =>
            `<li><strong>${esc(code)}</strong> ${esc(r.description)}${code === '200' ? `<pre>${schemaText(r.content)}</pre>` : ''}</li>`,
        )
        .join('')}</ul>
</section>`);
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${esc(info.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.45;overflow-wrap:anywhere}pre{background:#f4f4f4;padding:.5rem;overflow:auto;font-size:.85em;max-width:100%;overflow-wrap:normal}section{border-top:1px solid #ddd}</style>
</head><body>
<h1>${esc(info.title)} <small>${esc(info.version)}</small></h1>
<p>${esc(info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(doc.openapi)}). GraphQL playground: <a href="/graphiql">/graphiql</a>.</p>
<p>Auth: the <code>noq_session</code> cookie from <code>POST /api/login/</code>.</p>
<h2>Paths</h2>
${rows.join('\n')}
<h2>Schemas</h2>
${Object.entries(schemas)
  .map(([name, s]) => `<section id="schema-${esc(name)}"><h3>${esc(name)}</h3><pre>${schemaText(s)}</pre></section>`)
  .join('\n')}
</body></html>`;
}
