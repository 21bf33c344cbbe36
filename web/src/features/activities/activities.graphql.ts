import { graphql } from '../../gql';

// Volunteer activities (issue 35 §3): VolunteerActivitiesPage.tsx signs up, KeepActivitiesPage.tsx keeps.
export const ActivityFieldsFragment = graphql(`
  fragment ActivityFields on Activity {
    id
    title
    description
    date
    startTime
    endTime
    volunteersNeeded
    signedUp
    placesLeft
    status
    signedUpByMe
    shelter {
      id
      name
    }
  }
`);

export const VolunteerTaskFieldsFragment = graphql(`
  fragment VolunteerTaskFields on VolunteerTask {
    id
    title
    description
    status
    volunteer {
      id
      firstName
      lastName
    }
    activity {
      id
      title
      date
    }
  }
`);

export const VolunteerActivitiesDocument = graphql(`
  query VolunteerActivities {
    activities {
      ...ActivityFields
    }
    myActivities {
      ...ActivityFields
    }
    myVolunteerTasks {
      ...VolunteerTaskFields
    }
  }
`);

export const KeptActivitiesDocument = graphql(`
  query KeptActivities {
    activities {
      ...ActivityFields
      signups {
        id
        phone
        volunteer {
          id
          firstName
          lastName
        }
      }
    }
  }
`);

export const ActivityAdminDataDocument = graphql(`
  query ActivityAdminData {
    adminShelters {
      id
      name
    }
    activityVolunteers {
      id
      firstName
      lastName
    }
    volunteerTasks {
      ...VolunteerTaskFields
    }
  }
`);

export const SignUpForActivityDocument = graphql(`
  mutation SignUpForActivity($id: ID!, $phone: String) {
    signUpForActivity(id: $id, phone: $phone) {
      ...ActivityFields
    }
  }
`);

export const CancelActivitySignupDocument = graphql(`
  mutation CancelActivitySignup($id: ID!) {
    cancelActivitySignup(id: $id) {
      ...ActivityFields
    }
  }
`);

export const CreateActivityDocument = graphql(`
  mutation CreateActivity($input: ActivityInput!) {
    createActivity(input: $input) {
      id
    }
  }
`);

export const UpdateActivityDocument = graphql(`
  mutation UpdateActivity($id: ID!, $input: ActivityInput!) {
    updateActivity(id: $id, input: $input) {
      id
    }
  }
`);

export const CancelActivityDocument = graphql(`
  mutation CancelActivity($id: ID!) {
    cancelActivity(id: $id) {
      id
      status
    }
  }
`);

export const SetMyVolunteerTaskStatusDocument = graphql(`
  mutation SetMyVolunteerTaskStatus($id: ID!, $status: VolunteerTaskStatus!) {
    setMyVolunteerTaskStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

export const AssignVolunteerTaskDocument = graphql(`
  mutation AssignVolunteerTask($input: VolunteerTaskInput!) {
    assignVolunteerTask(input: $input) {
      id
    }
  }
`);

export const UpdateVolunteerTaskDocument = graphql(`
  mutation UpdateVolunteerTask($id: ID!, $input: VolunteerTaskInput!) {
    updateVolunteerTask(id: $id, input: $input) {
      id
      status
    }
  }
`);
