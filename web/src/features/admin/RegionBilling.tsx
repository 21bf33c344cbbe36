import { lazy, Suspense, useState } from 'react';
import { regionBilling as t } from '../../i18n/sv/billing-details';
import { sv } from '../../i18n/sv-admin';
import type { NoticeValue } from '../../ui/Notice';

// The forms and their operations are fetched when opened: the administration's route stays within
// its budget (issue 17).
const RegionBillingList = lazy(() => import('./RegionBillingSection').then((m) => ({ default: m.RegionBillingList })));

/** Boställen's card for the regions' billing details (issue 21 §2): folded until asked for. */
export function RegionBilling({ onNotice }: { onNotice: (n: NoticeValue) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card" aria-labelledby="admin-region-billing">
      <h2 id="admin-region-billing">{t.heading}</h2>
      <p className="kit-hint">{t.hint}</p>
      <button
        type="button"
        className="secondary"
        aria-expanded={open}
        aria-controls="admin-region-billing-list"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t.hide : t.show}
      </button>
      <div id="admin-region-billing-list" hidden={!open}>
        {open && (
          <Suspense fallback={<p role="status">{sv.common.loading}</p>}>
            <RegionBillingList onNotice={onNotice} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
