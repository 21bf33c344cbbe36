import { type ComponentProps, lazy, Suspense } from 'react';
import type { RoomPricesDialog as Dialog } from './RoomPrices';

// The price dialog's code (its form, the date field, the operations) is fetched when somebody opens
// it, not with Mina Rum or the administration (issue 17's route budgets).
const LazyDialog = lazy(() => import('./RoomPrices').then((m) => ({ default: m.RoomPricesDialog })));

/** ui/RoomPrices.tsx's dialog, loaded on first use. */
export function RoomPricesDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
