import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { ShelterBillingQuery } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-invoicing';
import { actionErrorText } from '../../../lib/action-error';
import { ShelterBillingDocument, UpdateShelterBillingDocument } from '../invoicing.graphql';

const s = sv.invoicing.host.seller;
type Billing = ShelterBillingQuery['shelterBilling'];
type Fields = Pick<Billing, 'organisationNumber' | 'bankAccount' | 'endpointId' | 'contact'>;
const KEYS = ['organisationNumber', 'bankAccount', 'endpointId', 'contact'] as const;

function Form({ billing, onSaved }: { billing: Billing; onSaved: () => void }) {
  const id = useId();
  const [fields, setFields] = useState<Fields>(() => ({
    organisationNumber: billing.organisationNumber,
    bankAccount: billing.bankAccount,
    endpointId: billing.endpointId,
    contact: billing.contact,
  }));
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [save, { loading }] = useMutation(UpdateShelterBillingDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await save({ variables: { input: { ...fields } } });
      setMessage({ kind: 'ok', text: s.saved });
      onSaved();
    } catch (e) {
      setMessage({ kind: 'error', text: actionErrorText(e, {}, sv.common.actionFailed) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="invoice-seller-form">
      <div className="invoice-form-grid">
        {KEYS.map((k) => (
          <div className="field" key={k}>
            <label htmlFor={`${id}-${k}`}>{s[k]}</label>
            <input
              id={`${id}-${k}`}
              value={fields[k]}
              maxLength={200}
              onChange={(e) => setFields((f) => ({ ...f, [k]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <div role="status" aria-live="polite">
        {message?.kind === 'ok' && <p className="kit-notice kit-notice-ok">{message.text}</p>}
      </div>
      {message?.kind === 'error' && (
        <p role="alert" className="error">
          {message.text}
        </p>
      )}
      <div className="kit-buttons">
        <button type="submit" disabled={loading}>
          {s.save}
        </button>
      </div>
    </form>
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
      {!billing.complete && <p className="invoice-check-differs">{s.incomplete}</p>}
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
