import { type KeyboardEvent, useState } from 'react';
import { sv } from '../../i18n/sv-admin';
import { lazyPage } from '../../lib/lazy-page';
import { SheltersTab } from './SheltersTab';
import './admin.css';

// Boställen is where the page opens; the other tabs load with their first opening.
const otherTabs = () => import('./admin-tabs');
const accountsTab = lazyPage(otherTabs, 'AccountsTab');
const caseworkersTab = lazyPage(otherTabs, 'CaseworkersTab');
const guestsTab = lazyPage(otherTabs, 'GuestsTab');
const outboxTab = lazyPage(otherTabs, 'OutboxTab');

const TABS = ['shelters', 'accounts', 'caseworkers', 'guests', 'outbox'] as const;
type Tab = (typeof TABS)[number];

/** /administration (issue 10): Boställen, Konton, Handläggare, Gäster, Utskick (issue 20) as tabs (arrow keys move between them). */
export function AdministrationPage() {
  const [tab, setTab] = useState<Tab>('shelters');
  const onKey = (event: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : null;
    if (next) {
      setTab(next);
      document.getElementById(`admin-tab-${next}`)?.focus();
    }
  };
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title">{sv.admin.title}</h1>
      <div role="tablist" aria-label={sv.admin.tabsLabel} className="admin-tabs" onKeyDown={onKey}>
        {TABS.map((k) => (
          <button
            key={k}
            id={`admin-tab-${k}`}
            type="button"
            role="tab"
            aria-selected={tab === k}
            aria-controls="admin-panel"
            tabIndex={tab === k ? 0 : -1}
            onClick={() => setTab(k)}
          >
            {sv.admin.tabs[k]}
          </button>
        ))}
      </div>
      <div id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'shelters' && <SheltersTab />}
        {tab === 'accounts' && accountsTab}
        {tab === 'caseworkers' && caseworkersTab}
        {tab === 'guests' && guestsTab}
        {tab === 'outbox' && outboxTab}
      </div>
    </section>
  );
}
