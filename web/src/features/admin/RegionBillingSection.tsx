import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { RegionBillingRowFragment } from '../../gql/graphql';
import { regionBilling as t } from '../../i18n/sv/billing-details';
import { DataState } from '../../ui/DataState';
import type { NoticeValue } from '../../ui/Notice';
import { BillingFieldsForm } from '../../ui/BillingFieldsForm';

export const RegionBillingRowFields = graphql(`
  fragment RegionBillingRow on RegionBilling {
    regionId
    regionName
    name
    organisationNumber
    street
    postcode
    city
    reference
    endpointId
    contact
    fullNames
    complete
    problems
  }
`);

export const RegionBillingsDocument = graphql(`
  query RegionBillings {
    regionBillings {
      ...RegionBillingRow
    }
  }
`);

export const UpdateRegionBillingDocument = graphql(`
  mutation UpdateRegionBilling($input: RegionBillingInput!) {
    updateRegionBilling(input: $input) {
      ...RegionBillingRow
    }
  }
`);

const FIELDS = ['name', 'organisationNumber', 'street', 'postcode', 'city', 'reference', 'endpointId', 'contact'] as const;
type Key = (typeof FIELDS)[number];

function RegionForm({ region, onNotice }: { region: RegionBillingRowFragment; onNotice: (n: NoticeValue) => void }) {
  const [save] = useMutation(UpdateRegionBillingDocument);
  return (
    <BillingFieldsForm
      fields={FIELDS}
      initial={Object.fromEntries(FIELDS.map((k) => [k, region[k]])) as Record<Key, string>}
      labels={t}
      flags={['fullNames'] as const}
      initialFlags={{ fullNames: region.fullNames }}
      flagLabels={t}
      problems={region.complete ? [] : region.problems}
      numeric={['organisationNumber', 'postcode']}
      ariaLabel={t.edit(region.regionName)}
      saveLabel={t.save}
      savedText={t.saved(region.regionName)}
      onSave={(values, flags) => save({ variables: { input: { regionId: region.regionId, ...values, ...flags } } })}
      onNotice={onNotice}
    />
  );
}

/**
 * Who pays (issue 21 §2): each region's billing details, the buyer on its invoices. One folded form
 * per region; a region whose details are missing says so and starts open (its drafts cannot be sent).
 * Loaded when the administrator opens it (RegionBilling.tsx).
 */
export function RegionBillingList({ onNotice }: { onNotice: (n: NoticeValue) => void }) {
  const { data, loading, error, refetch } = useQuery(RegionBillingsDocument, { fetchPolicy: 'cache-and-network' });
  const regions = data?.regionBillings ?? [];
  return (
    <DataState
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={refetch}
      empty={regions.length === 0}
      emptyText={t.none}
    >
      {regions.map((r) => (
        <details key={r.regionId} className="admin-region-billing" open={!r.complete}>
          <summary>
            {r.regionName} – {r.complete ? t.complete : t.incomplete}
          </summary>
          <RegionForm region={r} onNotice={onNotice} />
        </details>
      ))}
    </DataState>
  );
}
