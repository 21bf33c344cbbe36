import { graphql } from '../../gql';

/** The notifications page: the person's recent booking events (made by others), newest first. */
export const NotificationsDocument = graphql(`
  query Notifications($limit: Int) {
    notifications(limit: $limit) {
      unreadCount
      items {
        id
        action
        fromStatus
        toStatus
        actorGroup
        reason
        at
        unread
        booking {
          id
          startDate
          endDate
          guest {
            id
            firstName
            lastName
          }
          product {
            id
            name
            shelter {
              id
              name
            }
          }
        }
      }
      decisionNotices {
        id
        decisionId
        caseNumber
        endDate
        guest {
          id
          firstName
          lastName
        }
        at
        unread
      }
    }
  }
`);

export const MarkNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead {
    markNotificationsRead
  }
`);

/** Returns the person (Me:id), so Apollo updates every view of the name at once. */
export const UpdateMyNameDocument = graphql(`
  mutation UpdateMyName($firstName: String!, $lastName: String!) {
    updateMyName(firstName: $firstName, lastName: $lastName) {
      id
      firstName
      lastName
    }
  }
`);

export const ChangeMyPasswordDocument = graphql(`
  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {
    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      id
    }
  }
`);

export const ChangeMyEmailDocument = graphql(`
  mutation ChangeMyEmail($email: String!, $currentPassword: String!) {
    changeMyEmail(email: $email, currentPassword: $currentPassword) {
      id
      username
    }
  }
`);

/** /bookings/:id: the booking a notification is about (issue 23 §8), as the reader may see it. */
export const AccountBookingDocument = graphql(`
  query AccountBooking($id: ID!) {
    booking(id: $id) {
      id
      status
      startDate
      endDate
      declineReason
      guest {
        id
        firstName
        lastName
      }
      product {
        id
        name
        shelter {
          id
          name
        }
      }
      history {
        id
        toStatus
        actorGroup
        reason
        at
      }
    }
  }
`);

/** Issue 36: a guest's login phone, and whether SMS can go out at all. */
export const MyPhoneDocument = graphql(`
  query MyPhone {
    myPhone
    loginOptions {
      sms
    }
  }
`);

export const RequestMyPhoneChangeDocument = graphql(`
  mutation RequestMyPhoneChange($phone: String!) {
    requestMyPhoneChange(phone: $phone)
  }
`);

export const ConfirmMyPhoneDocument = graphql(`
  mutation ConfirmMyPhone($code: String!) {
    confirmMyPhone(code: $code)
  }
`);
