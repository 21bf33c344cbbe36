import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { AdminShelterBillingFragment } from '../../gql/graphql';
import { sellerBilling as t } from '../../i18n/sv/billing-details';
import { DataState } from '../../ui/DataState';
import type { NoticeValue } from '../../ui/Notice';
import { BillingFieldsForm } from '../../ui/BillingFieldsForm';

export const AdminShelterBillingFields = graphql(`
  fragment AdminShelterBilling on ShelterBilling {
    shelterId
    shelterName
    organisationNumber
    bankAccount
    endpointId
    contact
    vatRegistered
    fSkatt
    invoicePrefix
    complete
    problems
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

const FIELDS = ['organisationNumber', 'bankAccount', 'endpointId', 'contact', 'invoicePrefix'] as const;
type Key = (typeof FIELDS)[number];
const FLAGS = ['vatRegistered', 'fSkatt'] as const;

function Form({ billing, onNotice }: { billing: AdminShelterBillingFragment; onNotice: (n: NoticeValue) => void }) {
  const [save] = useMutation(AdminUpdateShelterBillingDocument);
  return (
    <BillingFieldsForm
      fields={FIELDS}
      initial={Object.fromEntries(FIELDS.map((k) => [k, billing[k]])) as Record<Key, string>}
      labels={t}
      flags={FLAGS}
      initialFlags={{ vatRegistered: billing.vatRegistered, fSkatt: billing.fSkatt }}
      flagLabels={t}
      problems={billing.problems}
      ariaLabel={t.heading(billing.shelterName)}
      saveLabel={t.save}
      savedText={t.saved(billing.shelterName)}
      onSave={(values, flags) => save({ variables: { input: { shelterId: billing.shelterId, ...values, ...flags } } })}
      onNotice={onNotice}
    >
      {!billing.complete && billing.problems.length === 0 && <p className="error">{t.incomplete}</p>}
    </BillingFieldsForm>
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
