import { useMutation, useQuery } from '@apollo/client/react';
import type { ShelterBillingQuery } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-invoicing';
import { BillingFieldsForm } from '../../../ui/BillingFieldsForm';
import { ShelterBillingDocument, UpdateShelterBillingDocument } from '../invoicing.graphql';

const s = sv.invoicing.host.seller;
type Billing = ShelterBillingQuery['shelterBilling'];
const KEYS = ['organisationNumber', 'bankAccount', 'endpointId', 'contact', 'invoicePrefix'] as const;
const FLAGS = ['vatRegistered', 'fSkatt'] as const;

function Form({ billing, onSaved }: { billing: Billing; onSaved: () => void }) {
  const [save] = useMutation(UpdateShelterBillingDocument);
  return (
    <BillingFieldsForm
      fields={KEYS}
      initial={Object.fromEntries(KEYS.map((k) => [k, billing[k]])) as Record<(typeof KEYS)[number], string>}
      labels={s}
      flags={FLAGS}
      initialFlags={{ vatRegistered: billing.vatRegistered, fSkatt: billing.fSkatt }}
      flagLabels={s}
      problems={billing.problems}
      ariaLabel={s.heading}
      saveLabel={s.save}
      savedText={s.saved}
      gridClassName="invoice-form-grid"
      onSave={async (fields, flags) => {
        await save({ variables: { input: { ...fields, ...flags } } });
        onSaved();
      }}
    />
  );
}

/**
 * The shelter's own details on its invoices (org. number, where to pay, e-invoice address). Folded
 * away once complete; open, with the reason, while an invoice cannot be sent without them.
 */
export function SellerDetails({ onSaved }: { onSaved: () => void }) {
  const { data, refetch } = useQuery(ShelterBillingDocument, { fetchPolicy: 'cache-and-network' });
  const billing = data?.shelterBilling;
  if (!billing) return null;
  return (
    <details className="card invoice-seller" open={!billing.complete}>
      <summary>{s.heading}</summary>
      {!billing.complete && billing.problems.length === 0 && <p className="invoice-check-differs">{s.incomplete}</p>}
      <Form
        key={billing.shelterId}
        billing={billing}
        onSaved={() => {
          void refetch().catch(() => undefined);
          onSaved();
        }}
      />
    </details>
  );
}
