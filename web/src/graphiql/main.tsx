/**
 * The self-hosted GraphiQL playground at /graphiql (issue 8 §1): bundled by Vite, no CDN. It calls
 * /graphql on our own origin with the session cookie (credentials same-origin) and the JSON
 * content-type Apollo's CSRF prevention requires. `?query=` opens an operation in the editor.
 */
import { StrictMode, useEffect, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { EXAMPLES } from './examples';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

const fetcher: Fetcher = async (params) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  });
  return res.json();
};

const openHref = (query: string, variables?: string) =>
  `/graphiql?query=${encodeURIComponent(query)}${variables ? `&variables=${encodeURIComponent(variables)}` : ''}`;

function Intro() {
  return (
    <div style={{ lineHeight: 1.5 }}>
      <div className="graphiql-doc-explorer-title">noQ GraphQL</div>
      <p lang="sv">
        Logga in i noQ först (eller med <code>POST /api/login/</code>): frågorna körs med din egen session och dina egna rättigheter.
        Dokumentationen för varje typ och fält finns under boken till vänster.
      </p>
      <p lang="en">
        Log in to noQ first (or with <code>POST /api/login/</code>): queries run with your own session and rights. Every type and field is
        documented in the docs explorer (the book icon). Guide: docs/API.md.
      </p>
      <p>Exempel / Examples:</p>
      <ul style={{ paddingLeft: '1.2em' }}>
        {EXAMPLES.map((ex) => (
          <li key={ex.title}>
            <a href={openHref(ex.query, ex.variables)}>{ex.title}</a> <small>({ex.role})</small>
          </li>
        ))}
      </ul>
    </div>
  );
}

const introPlugin = {
  title: 'Introduktion / Introduction',
  icon: () => <span aria-hidden="true">?</span>,
  content: Intro,
};

const params = new URLSearchParams(window.location.search);
const initialQuery = params.get('query') ?? undefined;
const initialVariables = params.get('variables') ?? undefined;

let introOpened = false;

/**
 * Opens the intro panel once on a plain visit. (GraphiQL 4's `visiblePlugin` prop marks the plugin
 * visible but leaves its pane collapsed, so the panel's own button is pressed once it exists.)
 */
function Playground() {
  useEffect(() => {
    if (initialQuery || introOpened) return;
    // The sidebar renders a moment after mount; try for up to two seconds.
    let tries = 0;
    const timer = window.setInterval(() => {
      const button = document.querySelector<HTMLButtonElement>(`button[aria-label="Show ${introPlugin.title}"]`);
      if (button && !introOpened) {
        introOpened = true;
        button.click();
      }
      if (introOpened || ++tries > 40) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <GraphiQL
      fetcher={fetcher}
      query={initialQuery}
      variables={initialVariables}
      defaultQuery={EXAMPLES[0]?.query}
      plugins={[introPlugin]}
      shouldPersistHeaders={false}
    />
  );
}

const container = document.getElementById('graphiql');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Playground />
    </StrictMode>,
  );
}
