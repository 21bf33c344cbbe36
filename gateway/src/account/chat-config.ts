/**
 * The chat-assistant widget (SPEC §1, DESIGN §9): the two third-party scripts it loads, configured by
 * NOQ_CHAT_SCRIPTS (comma-separated URLs). Unset means no widget, so by default the web loads
 * nothing from a third party.
 */
export const CHAT_SCRIPTS_ENV = 'NOQ_CHAT_SCRIPTS';

/** SPEC §1 names two scripts; more are ignored. */
const MAX_SCRIPTS = 2;

/** Only http(s) URLs: a `javascript:` or `data:` entry would run whatever it holds. */
function isScriptUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
}

export function chatScriptsFrom(env: NodeJS.ProcessEnv): string[] {
  return (env[CHAT_SCRIPTS_ENV] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(isScriptUrl)
    .slice(0, MAX_SCRIPTS);
}
