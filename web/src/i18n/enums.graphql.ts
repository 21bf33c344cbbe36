import { graphql } from '../gql';

// Codegen emits only the enums that some operation uses. These fragments make the catalog's
// enums (BookingStatus, BookingAction, ProductType, Group, ErrorCode) exist even before a view
// selects them, so `satisfies Record<BookingStatus, string>` always has a type to check against.
export const BookingEnumsFragment = graphql(`
  fragment BookingEnums on Booking {
    status
    allowedActions
    product {
      type
    }
  }
`);

/** The server's error codes: the web's code → text maps are keyed by them (lib/errors.ts CodeTexts). */
export const CatalogueEnumsFragment = graphql(`
  fragment CatalogueEnums on Catalogue {
    errorCodes
  }
`);
