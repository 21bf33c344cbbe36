import { graphql } from '../../../gql';

// Härberget (issue 19 §5): the host's own shelter's public profile.

export const MyShelterProfileFragment = graphql(`
  fragment MyShelterProfile on Shelter {
    id
    name
    image
    ...ShelterProfileFields
  }
`);

export const MyShelterProfileDocument = graphql(`
  query MyShelterProfile {
    myShelter {
      ...MyShelterProfile
    }
  }
`);

export const UpdateMyShelterDocument = graphql(`
  mutation UpdateMyShelter($input: MyShelterInput!) {
    updateMyShelter(input: $input) {
      ...MyShelterProfile
    }
  }
`);
