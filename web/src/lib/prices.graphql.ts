import { graphql } from '../gql';

// A room's prices per night (issue 21 §1), edited in Mina Rum and in the administration's rooms.

export const RoomPriceFields = graphql(`
  fragment RoomPriceFields on ProductPrice {
    id
    validFrom
    priceOre
    vatRateBp
  }
`);

export const RoomPricesDocument = graphql(`
  query RoomPrices($productId: ID!) {
    productPrices(productId: $productId) {
      ...RoomPriceFields
    }
  }
`);

export const SetRoomPriceDocument = graphql(`
  mutation SetRoomPrice($input: SetProductPriceInput!) {
    setProductPrice(input: $input) {
      ...RoomPriceFields
    }
  }
`);
