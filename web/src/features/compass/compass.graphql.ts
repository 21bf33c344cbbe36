import { graphql } from '../../gql';

// Kompassen (issue 35 §2): CompassPage.tsx reads, CompassKeepPage.tsx keeps.
export const CompassResourceFieldsFragment = graphql(`
  fragment CompassResourceFields on CompassResource {
    id
    name
    kind
    audiences
    street
    postcode
    city
    mapUrl
    phone
    description
    descriptionTranslations {
      language
      text
    }
    weeklyHours {
      weekday
      opens
      closes
    }
    exceptions {
      date
      closed
      hours {
        opens
        closes
      }
    }
    status {
      openNow
      closesAt
      opensNextDate
      opensNextTime
      todayHours {
        opens
        closes
      }
    }
    distanceKm
    latitude
    longitude
    mayEdit
    region {
      id
      name
    }
    shelter {
      id
      name
    }
  }
`);

export const CompassResourcesDocument = graphql(`
  query CompassResources($kind: ResourceKind, $openNow: Boolean, $near: PositionInput) {
    compassResources(kind: $kind, openNow: $openNow, near: $near) {
      ...CompassResourceFields
    }
  }
`);

export const KeptCompassResourcesDocument = graphql(`
  query KeptCompassResources {
    keptCompassResources {
      ...CompassResourceFields
    }
  }
`);

export const CompassRegionsDocument = graphql(`
  query CompassRegions {
    adminRegions {
      id
      name
    }
  }
`);

export const CreateCompassResourceDocument = graphql(`
  mutation CreateCompassResource($input: CompassResourceInput!) {
    createCompassResource(input: $input) {
      ...CompassResourceFields
    }
  }
`);

export const UpdateCompassResourceDocument = graphql(`
  mutation UpdateCompassResource($id: ID!, $input: CompassResourceInput!) {
    updateCompassResource(id: $id, input: $input) {
      ...CompassResourceFields
    }
  }
`);

export const DeleteCompassResourceDocument = graphql(`
  mutation DeleteCompassResource($id: ID!) {
    deleteCompassResource(id: $id)
  }
`);
