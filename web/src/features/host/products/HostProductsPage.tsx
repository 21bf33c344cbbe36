import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { ProductInput, ProductRowFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host';
import { actionErrorText } from '../../../lib/action-error';
import { DataState } from '../../../ui/DataState';
import { PencilIcon, TrashIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/Modal';
import { Notice, type NoticeValue } from '../../../ui/Notice';
import { priceText } from '../../../ui/price-text';
import { RoomPricesDialog } from '../../../ui/RoomPricesLazy';
import { ScrollTable } from '../../../ui/ScrollTable';
import { isBookable } from '../../../lib/product-types';
import { ProductForm } from './ProductForm';
import { ArchiveProductDocument, CreateProductDocument, HostProductsDocument, UpdateProductDocument } from '../host.graphql';
import '../host.css';
import '../../../ui/card-table.css';

/** The fields this component renders of each row (spread by the queries that list them). */
export const ProductRowFields = graphql(`
  fragment ProductRow on Product {
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

const t = sv.host.products;
const failText = (error: unknown) => actionErrorText(error, sv.requests.serverErrors, sv.common.actionFailed);

/**
 * /host/products, SPEC §2 'Mina Rum': the shelter's products and the room form. The list is a table
 * on a wide screen and one card per room on a phone (ui/card-table.css).
 */
export function HostProductsPage() {
  const { data, loading, error, refetch } = useQuery(HostProductsDocument, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateProductDocument);
  const [update] = useMutation(UpdateProductDocument);
  const [archive] = useMutation(ArchiveProductDocument);
  const [editing, setEditing] = useState<ProductRowFragment | null>(null);
  const [deleting, setDeleting] = useState<ProductRowFragment | null>(null);
  const [pricing, setPricing] = useState<ProductRowFragment | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const products = data?.myShelter.products ?? [];

  const reload = async () => {
    try {
      await refetch();
    } catch {
      // The query's own error state shows it.
    }
  };

  const save = async (input: ProductInput): Promise<string | null> => {
    try {
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { input } });
      setNotice({ kind: 'ok', text: t.saved(input.name) });
      setEditing(null);
      await reload();
      return null;
    } catch (e) {
      return failText(e);
    }
  };

  const remove = async (product: ProductRowFragment) => {
    setDeleting(null);
    try {
      await archive({ variables: { id: product.id } });
      if (editing?.id === product.id) setEditing(null);
      setNotice({ kind: 'ok', text: t.deleted(product.name) });
      await reload();
    } catch (e) {
      // PRODUCT_IN_USE: the server's Swedish message says why.
      setNotice({ kind: 'error', text: failText(e) });
    }
  };

  return (
    <section className="host-products" aria-labelledby="host-products-title">
      <h1 id="host-products-title">{t.title}</h1>
      <Notice notice={notice} />
      <section className="card" aria-label={t.listLabel}>
        <DataState
          loading={loading && !data}
          error={data ? undefined : error}
          onRetry={refetch}
          empty={products.length === 0}
          emptyText={t.empty}
        >
          <ScrollTable label={sv.tableOf(t.listLabel)}>
            <table className="host-products-table card-table">
              <thead>
                <tr>
                  <th scope="col">{t.columns.name}</th>
                  <th scope="col">{t.columns.description}</th>
                  <th scope="col">{t.columns.places}</th>
                  <th scope="col">{t.columns.type}</th>
                  <th scope="col">{t.columns.requirements}</th>
                  <th scope="col">{t.columns.price}</th>
                  <th scope="col">{t.columns.edit}</th>
                </tr>
              </thead>
              <tbody>
                {products.map((p) => (
                  <tr key={p.id} data-product-id={p.id} className={editing?.id === p.id ? 'editing' : undefined}>
                    <th scope="row" className="card-table-title">
                      {p.name}
                    </th>
                    <td data-label={t.columns.description}>{p.description}</td>
                    <td data-label={t.columns.places}>{p.totalPlaces}</td>
                    <td data-label={t.columns.type}>{sv.productTypeLabel[p.type]}</td>
                    <td data-label={t.columns.requirements}>{p.requirements}</td>
                    {/* Rooms are billed per night (issue 21); services have no price. */}
                    <td data-label={t.columns.price}>{isBookable(p.type) ? priceText(p.currentPrice) : ''}</td>
                    <td className="card-table-actions">
                      <div className="kit-buttons">
                        {isBookable(p.type) && (
                          <button
                            type="button"
                            className="secondary"
                            aria-label={t.pricesFor(p.name)}
                            onClick={() => {
                              setNotice(null);
                              setPricing(p);
                            }}
                          >
                            {t.prices}
                          </button>
                        )}
                        <button
                          type="button"
                          className="host-icon-button secondary"
                          aria-label={t.editFor(p.name)}
                          title={t.editFor(p.name)}
                          onClick={() => {
                            setNotice(null);
                            setEditing(p);
                          }}
                        >
                          <PencilIcon />
                        </button>
                        <button
                          type="button"
                          className="host-icon-button secondary host-danger"
                          aria-label={t.deleteFor(p.name)}
                          title={t.deleteFor(p.name)}
                          onClick={() => {
                            setNotice(null);
                            setDeleting(p);
                          }}
                        >
                          <TrashIcon />
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </DataState>
      </section>

      <ProductForm key={editing?.id ?? 'new'} editing={editing} onSave={save} onCancelEdit={() => setEditing(null)} />

      {pricing && (
        <RoomPricesDialog
          productId={pricing.id}
          roomName={pricing.name}
          onClose={() => {
            setPricing(null);
            void reload();
          }}
        />
      )}

      {deleting && (
        <Modal title={t.deleteTitle} onClose={() => setDeleting(null)}>
          <p>{t.deleteQuestion(deleting.name)}</p>
          <div className="kit-buttons">
            <button type="button" className="host-danger-solid" onClick={() => void remove(deleting)}>
              {t.deleteConfirm}
            </button>
            <button type="button" className="secondary" onClick={() => setDeleting(null)}>
              {sv.common.cancel}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
