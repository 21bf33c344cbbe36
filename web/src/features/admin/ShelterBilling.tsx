import { lazy, Suspense, useState } from 'react';
import { sellerBilling as t } from '../../i18n/sv/billing-details';
import { sv } from '../../i18n/sv-admin';
import type { NoticeValue } from '../../ui/Notice';

// The form and its operations are fetched when opened (issue 17's budgets).
const ShelterBillingForm = lazy(() => import('./ShelterBillingForm').then((m) => ({ default: m.ShelterBillingForm })));

/** A shelter's seller details on its invoices (issue 21), folded under its rooms until asked for. */
export function ShelterBilling({
  shelterId,
  shelterName,
  onNotice,
}: {
  shelterId: string;
  shelterName: string;
  onNotice: (n: NoticeValue) => void;
}) {
  const [open, setOpen] = useState(false);
  const panel = `admin-shelter-billing-${shelterId}`;
  return (
    <div className="admin-shelter-billing">
      <button
        type="button"
        className="secondary"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={t.showFor(shelterName)}
        onClick={() => setOpen((v) => !v)}
      >
        {t.show}
      </button>
      <div id={panel} hidden={!open}>
        {open && (
          <Suspense fallback={<p role="status">{sv.common.loading}</p>}>
            <ShelterBillingForm shelterId={shelterId} onNotice={onNotice} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
