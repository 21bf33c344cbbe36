import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { AdminProductRowFragment, AdminShelterRowFragment, ProductInput } from '../../gql/graphql';
import { sv } from '../../i18n/sv-admin';
import { prices } from '../../i18n/sv/prices';
import { isBookable } from '../../lib/product-types';
import { DataState } from '../../ui/DataState';
import type { NoticeValue } from '../../ui/Notice';
import { priceText } from '../../ui/price-text';
import { RoomPricesDialog } from '../../ui/RoomPricesLazy';
import { ScrollTable } from '../../ui/ScrollTable';
import {
  AdminArchiveProductDocument,
  AdminCreateProductDocument,
  AdminShelterProductsDocument,
  AdminUpdateProductDocument,
} from './admin.graphql';
import { RoomForm } from './RoomForm';
import { ShelterBilling } from './ShelterBilling';
import { type Archiving, failText } from './fail-text';

const t = sv.admin.shelters;

/** The fields this component renders of each row (spread by the queries that list them). */
export const AdminProductRowFields = graphql(`
  fragment AdminProductRow on Product {
    id
    name
    description
    totalPlaces
    type
    requirements
    currentPrice {
      ...RoomPriceFields
    }
  }
`);

/** One shelter's rooms and services, with Mina Rum's form (the server applies Mina Rum's rules). */
export function ShelterRooms({
  shelter,
  onNotice,
  onArchive,
}: {
  shelter: AdminShelterRowFragment;
  onNotice: (n: NoticeValue) => void;
  onArchive: (a: Archiving) => void;
}) {
  const { data, loading, error, refetch } = useQuery(AdminShelterProductsDocument, {
    variables: { shelterId: shelter.id },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useMutation(AdminCreateProductDocument);
  const [update] = useMutation(AdminUpdateProductDocument);
  const [archive] = useMutation(AdminArchiveProductDocument);
  const [editing, setEditing] = useState<AdminProductRowFragment | null>(null);
  const [pricing, setPricing] = useState<AdminProductRowFragment | null>(null);
  const products = data?.adminShelterProducts ?? [];

  const save = async (input: ProductInput): Promise<string | null> => {
    try {
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { shelterId: shelter.id, input } });
      onNotice({ kind: 'ok', text: sv.admin.saved(input.name) });
      setEditing(null);
      await refetch();
      return null;
    } catch (e) {
      return failText(e);
    }
  };

  return (
    <section className="card" aria-label={t.rooms(shelter.name)}>
      <h2>{t.rooms(shelter.name)}</h2>
      <DataState
        loading={loading && !data}
        error={data ? undefined : error}
        onRetry={refetch}
        empty={products.length === 0}
        emptyText={t.noRooms}
      >
        <ScrollTable label={sv.tableOf(t.rooms(shelter.name))}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.roomName}</th>
                <th scope="col">{t.roomPlaces}</th>
                <th scope="col">{t.roomType}</th>
                <th scope="col">{prices.current}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.name}</th>
                  <td>{p.totalPlaces}</td>
                  <td>{sv.productTypeLabel[p.type]}</td>
                  <td>{isBookable(p.type) ? priceText(p.currentPrice) : ''}</td>
                  <td>
                    <div className="kit-buttons">
                      <button type="button" className="secondary" aria-label={sv.admin.editFor(p.name)} onClick={() => setEditing(p)}>
                        {sv.admin.edit}
                      </button>
                      {isBookable(p.type) && (
                        <button type="button" className="secondary" aria-label={prices.editFor(p.name)} onClick={() => setPricing(p)}>
                          {prices.edit}
                        </button>
                      )}
                      <button
                        type="button"
                        className="secondary"
                        aria-label={sv.admin.archiveFor(p.name)}
                        onClick={() =>
                          onArchive({
                            name: p.name,
                            run: async () => {
                              await archive({ variables: { id: p.id } });
                              if (editing?.id === p.id) setEditing(null);
                              await refetch();
                            },
                          })
                        }
                      >
                        {sv.admin.archive}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </DataState>
      <RoomForm key={editing?.id ?? 'new'} editing={editing} onSave={save} onCancel={() => setEditing(null)} />
      <ShelterBilling shelterId={shelter.id} shelterName={shelter.name} onNotice={onNotice} />
      {pricing && (
        <RoomPricesDialog
          productId={pricing.id}
          roomName={pricing.name}
          onClose={() => {
            setPricing(null);
            void refetch().catch(() => undefined);
          }}
        />
      )}
    </section>
  );
}
