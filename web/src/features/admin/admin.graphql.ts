import { graphql } from '../../gql';

export const AdminSheltersDocument = graphql(`
  query AdminShelters($search: String) {
    adminShelters(search: $search) {
      ...AdminShelterRow
    }
    adminRegions {
      id
      name
      archived
    }
  }
`);

export const CreateRegionDocument = graphql(`
  mutation CreateRegion($name: String!) {
    createRegion(name: $name) {
      id
      name
      archived
    }
  }
`);

export const CreateShelterDocument = graphql(`
  mutation CreateShelter($input: ShelterInput!) {
    createShelter(input: $input) {
      ...AdminShelterRow
    }
  }
`);

export const UpdateShelterDocument = graphql(`
  mutation UpdateShelter($id: ID!, $input: ShelterInput!) {
    updateShelter(id: $id, input: $input) {
      ...AdminShelterRow
    }
  }
`);

export const ArchiveShelterDocument = graphql(`
  mutation ArchiveShelter($id: ID!) {
    archiveShelter(id: $id) {
      id
      archived
    }
  }
`);

export const AdminShelterProductsDocument = graphql(`
  query AdminShelterProducts($shelterId: ID!) {
    adminShelterProducts(shelterId: $shelterId) {
      ...AdminProductRow
    }
  }
`);

export const AdminCreateProductDocument = graphql(`
  mutation AdminCreateProduct($shelterId: ID!, $input: ProductInput!) {
    adminCreateProduct(shelterId: $shelterId, input: $input) {
      ...AdminProductRow
    }
  }
`);

export const AdminUpdateProductDocument = graphql(`
  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!) {
    adminUpdateProduct(id: $id, input: $input) {
      ...AdminProductRow
    }
  }
`);

export const AdminArchiveProductDocument = graphql(`
  mutation AdminArchiveProduct($id: ID!) {
    adminArchiveProduct(id: $id) {
      id
    }
  }
`);

export const AdminAccountsDocument = graphql(`
  query AdminAccounts($search: String) {
    adminAccounts(search: $search) {
      ...AccountRow
    }
    adminShelters {
      id
      name
      archived
    }
    adminInvitesByMail
  }
`);

export const CreateAccountDocument = graphql(`
  mutation CreateAccount($input: AccountInput!, $initialPassword: String) {
    createAccount(input: $input, initialPassword: $initialPassword) {
      ...AccountRow
    }
  }
`);

/** Issue 20 §6: an account that cannot log in, and back. */
export const DeactivateAccountDocument = graphql(`
  mutation DeactivateAccount($id: ID!) {
    deactivateAccount(id: $id) {
      ...AccountRow
    }
  }
`);

export const SendInvitationDocument = graphql(`
  mutation SendInvitation($id: ID!) {
    sendInvitation(id: $id) {
      ...AccountRow
    }
  }
`);

export const ReactivateAccountDocument = graphql(`
  mutation ReactivateAccount($id: ID!) {
    reactivateAccount(id: $id) {
      ...AccountRow
    }
  }
`);

export const UpdateAccountDocument = graphql(`
  mutation UpdateAccount($id: ID!, $input: AccountInput!) {
    updateAccount(id: $id, input: $input) {
      ...AccountRow
    }
  }
`);

export const ResetAccountPasswordDocument = graphql(`
  mutation ResetAccountPassword($id: ID!, $password: String!) {
    resetAccountPassword(id: $id, password: $password) {
      ...AccountRow
    }
  }
`);

export const AssignCaseworkerDocument = graphql(`
  mutation AssignCaseworker($userId: ID!, $shelterId: ID!) {
    assignCaseworker(userId: $userId, shelterId: $shelterId) {
      ...AccountRow
    }
  }
`);

export const UnassignCaseworkerDocument = graphql(`
  mutation UnassignCaseworker($userId: ID!, $shelterId: ID!) {
    unassignCaseworker(userId: $userId, shelterId: $shelterId) {
      ...AccountRow
    }
  }
`);

export const AdminGuestsDocument = graphql(`
  query AdminGuests($search: String) {
    adminGuests(search: $search) {
      ...AdminGuestRow
    }
    adminRegions {
      id
      name
      archived
    }
  }
`);

export const AdminUpdateGuestDocument = graphql(`
  mutation AdminUpdateGuest($id: ID!, $input: GuestRecordInput!) {
    adminUpdateGuest(id: $id, input: $input) {
      ...AdminGuestRow
    }
  }
`);

export const MergeGuestsDocument = graphql(`
  mutation MergeGuests($keepId: ID!, $mergeId: ID!) {
    mergeGuests(keepId: $keepId, mergeId: $mergeId) {
      ...AdminGuestRow
    }
  }
`);
