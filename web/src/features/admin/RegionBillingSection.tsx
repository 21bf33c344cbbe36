import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { graphql } from '../../gql';
import type { RegionBillingRowFragment } from '../../gql/graphql';
import { regionBilling as t } from '../../i18n/sv/billing-details';
import { sv } from '../../i18n/sv-admin';
import { actionErrorText } from '../../lib/action-error';
import { DataState } from '../../ui/DataState';
import type { NoticeValue } from '../../ui/Notice';

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
    complete
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
  const id = useId();
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map((k) => [k, region[k]])) as Record<Key, string>,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateRegionBillingDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await save({ variables: { input: { regionId: region.regionId, ...values } } });
      onNotice({ kind: 'ok', text: t.saved(region.regionName) });
    } catch (e) {
      setProblem(actionErrorText(e, {}, sv.common.actionFailed));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t.edit(region.regionName)}>
      <div className="admin-form-grid">
        {FIELDS.map((k) => (
          <div className="field" key={k}>
            <label htmlFor={`${id}-${k}`}>{t[k]}</label>
            <input
              id={`${id}-${k}`}
              value={values[k]}
              maxLength={200}
              inputMode={k === 'organisationNumber' || k === 'postcode' ? 'numeric' : undefined}
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
