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

// The open feed of free beds tonight (issue 37): opt-in per shelter.
export const OpenFeedSettingDocument = graphql(`
  query OpenFeedSetting($shelterId: ID!) {
    openFeed(shelterId: $shelterId)
  }
`);

export const SetOpenFeedDocument = graphql(`
  mutation SetOpenFeed($shelterId: ID!, $on: Boolean!) {
    setOpenFeed(shelterId: $shelterId, on: $on)
  }
`);
