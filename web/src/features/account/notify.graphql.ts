import { graphql } from '../../gql';

/** The person's messages outside the app (issue 20): a guest's contact preference, host staff's digest. */
export const MyNotificationSettingsDocument = graphql(`
  query MyNotificationSettings {
    myNotificationSettings {
      contactPreference
      hasEmail
      hasPhone
      requestDigest
    }
  }
`);

export const SetMyContactPreferenceDocument = graphql(`
  mutation SetMyContactPreference($preference: ContactPreference!) {
    setMyContactPreference(preference: $preference) {
      contactPreference
      hasEmail
      hasPhone
      requestDigest
    }
  }
`);

export const SetMyRequestDigestDocument = graphql(`
  mutation SetMyRequestDigest($enabled: Boolean!) {
    setMyRequestDigest(enabled: $enabled) {
      contactPreference
      hasEmail
      hasPhone
      requestDigest
    }
  }
`);
