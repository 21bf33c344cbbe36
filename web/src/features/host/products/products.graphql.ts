import { graphql } from '../../../gql';

export const ProductRowFragment = graphql(`
  fragment ProductRow on Product {
    id
    name
    description
    totalPlaces
    type
    requirements
  }
`);

/** Mina Rum: the host's own shelter and its open products. */
export const HostProductsDocument = graphql(`
  query HostProducts {
    myShelter {
      id
      name
      products {
        ...ProductRow
      }
    }
  }
`);

export const CreateProductDocument = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...ProductRow
    }
  }
`);

export const UpdateProductDocument = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...ProductRow
    }
  }
`);

export const ArchiveProductDocument = graphql(`
  mutation ArchiveProduct($id: ID!) {
    archiveProduct(id: $id) {
      id
    }
  }
`);
