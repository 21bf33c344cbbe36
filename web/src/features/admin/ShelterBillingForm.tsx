import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { graphql } from '../../gql';
import type { AdminShelterBillingFragment } from '../../gql/graphql';
import { sellerBilling as t } from '../../i18n/sv/billing-details';
import { sv } from '../../i18n/sv-admin';
import { actionErrorText } from '../../lib/action-error';
import { DataState } from '../../ui/DataState';
import type { NoticeValue } from '../../ui/Notice';

export const AdminShelterBillingFields = graphql(`
  fragment AdminShelterBilling on ShelterBilling {
    shelterId
    shelterName
    organisationNumber
    bankAccount
    endpointId
    contact
    complete
  }
`);

export const AdminShelterBillingDocument = graphql(`
  query AdminShelterBilling($shelterId: ID!) {
    shelterBilling(shelterId: $shelterId) {
      ...AdminShelterBilling
    }
  }
`);

export const AdminUpdateShelterBillingDocument = graphql(`
  mutation AdminUpdateShelterBilling($input: ShelterBillingInput!) {
    updateShelterBilling(input: $input) {
      ...AdminShelterBilling
    }
  }
`);

const FIELDS = ['organisationNumber', 'bankAccount', 'endpointId', 'contact'] as const;
type Key = (typeof FIELDS)[number];

function Form({ billing, onNotice }: { billing: AdminShelterBillingFragment; onNotice: (n: NoticeValue) => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map((k) => [k, billing[k]])) as Record<Key, string>,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminUpdateShelterBillingDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await save({ variables: { input: { shelterId: billing.shelterId, ...values } } });
      onNotice({ kind: 'ok', text: t.saved(billing.shelterName) });
    } catch (e) {
      setProblem(actionErrorText(e, {}, sv.common.actionFailed));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t.heading(billing.shelterName)}>
      {!billing.complete && <p className="error">{t.incomplete}</p>}
      <div className="admin-form-grid">
        {FIELDS.map((k) => (
          <div className="field" key={k}>
            <label htmlFor={`${id}-${k}`}>{t[k]}</label>
            <input
              id={`${id}-${k}`}
              value={values[k]}
              maxLength={200}
              onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <div className="kit-buttons">
        <button type="submit" disabled={loading}>
          {t.save}
        </button>
      </div>
    </form>
  );
}

/** A shelter's seller details on its invoices (issue 21), as its host staff edit them on Fakturering. */
export function ShelterBillingForm({ shelterId, onNotice }: { shelterId: string; onNotice: (n: NoticeValue) => void }) {
  const { data, loading, error, refetch } = useQuery(AdminShelterBillingDocument, {
    variables: { shelterId },
    fetchPolicy: 'network-only',
  });
  return (
    <DataState loading={loading && !data} error={data ? undefined : error} onRetry={refetch}>
      {data && <Form key={data.shelterBilling.shelterId} billing={data.shelterBilling} onNotice={onNotice} />}
    </DataState>
  );
}
