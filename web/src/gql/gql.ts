/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AppConfig {\n    appConfig {\n      chatScripts\n    }\n  }\n": typeof types.AppConfigDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        action\n        fromStatus\n        toStatus\n        actorGroup\n        reason\n        at\n        unread\n        booking {\n          id\n          startDate\n          endDate\n          guest {\n            id\n            firstName\n            lastName\n          }\n          product {\n            id\n            name\n            shelter {\n              id\n              name\n            }\n          }\n        }\n      }\n      decisionNotices {\n        id\n        decisionId\n        caseNumber\n        endDate\n        guest {\n          id\n          firstName\n          lastName\n        }\n        at\n        unread\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation UpdateMyName($firstName: String!, $lastName: String!) {\n    updateMyName(firstName: $firstName, lastName: $lastName) {\n      id\n      firstName\n      lastName\n    }\n  }\n": typeof types.UpdateMyNameDocument,
    "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n    }\n  }\n": typeof types.ChangeMyPasswordDocument,
    "\n  mutation ChangeMyEmail($email: String!, $currentPassword: String!) {\n    changeMyEmail(email: $email, currentPassword: $currentPassword) {\n      id\n      username\n    }\n  }\n": typeof types.ChangeMyEmailDocument,
    "\n  query AccountBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      startDate\n      endDate\n      declineReason\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        toStatus\n        actorGroup\n        reason\n        at\n      }\n    }\n  }\n": typeof types.AccountBookingDocument,
    "\n  query MyPhone {\n    myPhone\n    loginOptions {\n      sms\n    }\n  }\n": typeof types.MyPhoneDocument,
    "\n  mutation RequestMyPhoneChange($phone: String!) {\n    requestMyPhoneChange(phone: $phone)\n  }\n": typeof types.RequestMyPhoneChangeDocument,
    "\n  mutation ConfirmMyPhone($code: String!) {\n    confirmMyPhone(code: $code)\n  }\n": typeof types.ConfirmMyPhoneDocument,
    "\n  query MyNotificationSettings {\n    myNotificationSettings {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n": typeof types.MyNotificationSettingsDocument,
    "\n  mutation SetMyContactPreference($preference: ContactPreference!) {\n    setMyContactPreference(preference: $preference) {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n": typeof types.SetMyContactPreferenceDocument,
    "\n  mutation SetMyRequestDigest($enabled: Boolean!) {\n    setMyRequestDigest(enabled: $enabled) {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n": typeof types.SetMyRequestDigestDocument,
    "\n  fragment ActivityFields on Activity {\n    id\n    title\n    description\n    date\n    startTime\n    endTime\n    volunteersNeeded\n    signedUp\n    placesLeft\n    status\n    signedUpByMe\n    shelter {\n      id\n      name\n    }\n  }\n": typeof types.ActivityFieldsFragmentDoc,
    "\n  fragment VolunteerTaskFields on VolunteerTask {\n    id\n    title\n    description\n    status\n    volunteer {\n      id\n      firstName\n      lastName\n    }\n    activity {\n      id\n      title\n      date\n    }\n  }\n": typeof types.VolunteerTaskFieldsFragmentDoc,
    "\n  query VolunteerActivities {\n    activities {\n      ...ActivityFields\n    }\n    myActivities {\n      ...ActivityFields\n    }\n    myVolunteerTasks {\n      ...VolunteerTaskFields\n    }\n  }\n": typeof types.VolunteerActivitiesDocument,
    "\n  query KeptActivities {\n    activities {\n      ...ActivityFields\n      signups {\n        id\n        phone\n        volunteer {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": typeof types.KeptActivitiesDocument,
    "\n  query ActivityAdminData {\n    adminShelters {\n      id\n      name\n    }\n    activityVolunteers {\n      id\n      firstName\n      lastName\n    }\n    volunteerTasks {\n      ...VolunteerTaskFields\n    }\n  }\n": typeof types.ActivityAdminDataDocument,
    "\n  mutation SignUpForActivity($id: ID!, $phone: String) {\n    signUpForActivity(id: $id, phone: $phone) {\n      ...ActivityFields\n    }\n  }\n": typeof types.SignUpForActivityDocument,
    "\n  mutation CancelActivitySignup($id: ID!) {\n    cancelActivitySignup(id: $id) {\n      ...ActivityFields\n    }\n  }\n": typeof types.CancelActivitySignupDocument,
    "\n  mutation CreateActivity($input: ActivityInput!) {\n    createActivity(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateActivityDocument,
    "\n  mutation UpdateActivity($id: ID!, $input: ActivityInput!) {\n    updateActivity(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateActivityDocument,
    "\n  mutation CancelActivity($id: ID!) {\n    cancelActivity(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelActivityDocument,
    "\n  mutation SetMyVolunteerTaskStatus($id: ID!, $status: VolunteerTaskStatus!) {\n    setMyVolunteerTaskStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.SetMyVolunteerTaskStatusDocument,
    "\n  mutation AssignVolunteerTask($input: VolunteerTaskInput!) {\n    assignVolunteerTask(input: $input) {\n      id\n    }\n  }\n": typeof types.AssignVolunteerTaskDocument,
    "\n  mutation UpdateVolunteerTask($id: ID!, $input: VolunteerTaskInput!) {\n    updateVolunteerTask(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateVolunteerTaskDocument,
    "\n  fragment AccountRow on Account {\n    id\n    email\n    firstName\n    lastName\n    groups\n    mustChangePassword\n    active\n    invitationPending\n    shelter {\n      id\n      name\n    }\n    assignedShelters {\n      id\n      name\n    }\n  }\n": typeof types.AccountRowFragmentDoc,
    "\n  fragment AdminGuestRow on GuestRecord {\n    id\n    firstName\n    lastName\n    gender\n    street\n    postcode\n    city\n    country\n    phone\n    email\n    unokod\n    dayOfBirth\n    personnrLastnr\n    requirements\n    flag\n    region {\n      id\n      name\n    }\n  }\n": typeof types.AdminGuestRowFragmentDoc,
    "\n  fragment RegionBillingRow on RegionBilling {\n    regionId\n    regionName\n    name\n    organisationNumber\n    street\n    postcode\n    city\n    reference\n    endpointId\n    contact\n    fullNames\n    complete\n    problems\n  }\n": typeof types.RegionBillingRowFragmentDoc,
    "\n  query RegionBillings {\n    regionBillings {\n      ...RegionBillingRow\n    }\n  }\n": typeof types.RegionBillingsDocument,
    "\n  mutation UpdateRegionBilling($input: RegionBillingInput!) {\n    updateRegionBilling(input: $input) {\n      ...RegionBillingRow\n    }\n  }\n": typeof types.UpdateRegionBillingDocument,
    "\n  fragment AdminShelterBilling on ShelterBilling {\n    shelterId\n    shelterName\n    organisationNumber\n    bankAccount\n    endpointId\n    contact\n    vatRegistered\n    fSkatt\n    invoicePrefix\n    complete\n    problems\n  }\n": typeof types.AdminShelterBillingFragmentDoc,
    "\n  query AdminShelterBilling($shelterId: ID!) {\n    shelterBilling(shelterId: $shelterId) {\n      ...AdminShelterBilling\n    }\n  }\n": typeof types.AdminShelterBillingDocument,
    "\n  mutation AdminUpdateShelterBilling($input: ShelterBillingInput!) {\n    updateShelterBilling(input: $input) {\n      ...AdminShelterBilling\n    }\n  }\n": typeof types.AdminUpdateShelterBillingDocument,
    "\n  fragment AdminProductRow on Product {\n    id\n    name\n    description\n    totalPlaces\n    type\n    requirements\n    currentPrice {\n      ...RoomPriceFields\n    }\n  }\n": typeof types.AdminProductRowFragmentDoc,
    "\n  fragment AdminShelterRow on AdminShelter {\n    id\n    name\n    image\n    ...ShelterProfileFields\n    archived\n    region {\n      id\n      name\n    }\n  }\n": typeof types.AdminShelterRowFragmentDoc,
    "\n  query AdminShelters($search: String) {\n    adminShelters(search: $search) {\n      ...AdminShelterRow\n    }\n    adminRegions {\n      id\n      name\n      archived\n    }\n  }\n": typeof types.AdminSheltersDocument,
    "\n  mutation CreateRegion($name: String!) {\n    createRegion(name: $name) {\n      id\n      name\n      archived\n    }\n  }\n": typeof types.CreateRegionDocument,
    "\n  mutation CreateShelter($input: ShelterInput!) {\n    createShelter(input: $input) {\n      ...AdminShelterRow\n    }\n  }\n": typeof types.CreateShelterDocument,
    "\n  mutation UpdateShelter($id: ID!, $input: ShelterInput!) {\n    updateShelter(id: $id, input: $input) {\n      ...AdminShelterRow\n    }\n  }\n": typeof types.UpdateShelterDocument,
    "\n  mutation ArchiveShelter($id: ID!) {\n    archiveShelter(id: $id) {\n      id\n      archived\n    }\n  }\n": typeof types.ArchiveShelterDocument,
    "\n  query AdminShelterProducts($shelterId: ID!) {\n    adminShelterProducts(shelterId: $shelterId) {\n      ...AdminProductRow\n    }\n  }\n": typeof types.AdminShelterProductsDocument,
    "\n  mutation AdminCreateProduct($shelterId: ID!, $input: ProductInput!) {\n    adminCreateProduct(shelterId: $shelterId, input: $input) {\n      ...AdminProductRow\n    }\n  }\n": typeof types.AdminCreateProductDocument,
    "\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!) {\n    adminUpdateProduct(id: $id, input: $input) {\n      ...AdminProductRow\n    }\n  }\n": typeof types.AdminUpdateProductDocument,
    "\n  mutation AdminArchiveProduct($id: ID!) {\n    adminArchiveProduct(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminArchiveProductDocument,
    "\n  query AdminAccounts($search: String) {\n    adminAccounts(search: $search) {\n      ...AccountRow\n    }\n    adminShelters {\n      id\n      name\n      archived\n    }\n    adminInvitesByMail\n  }\n": typeof types.AdminAccountsDocument,
    "\n  mutation CreateAccount($input: AccountInput!, $initialPassword: String) {\n    createAccount(input: $input, initialPassword: $initialPassword) {\n      ...AccountRow\n    }\n  }\n": typeof types.CreateAccountDocument,
    "\n  mutation DeactivateAccount($id: ID!) {\n    deactivateAccount(id: $id) {\n      ...AccountRow\n    }\n  }\n": typeof types.DeactivateAccountDocument,
    "\n  mutation SendInvitation($id: ID!) {\n    sendInvitation(id: $id) {\n      ...AccountRow\n    }\n  }\n": typeof types.SendInvitationDocument,
    "\n  mutation ReactivateAccount($id: ID!) {\n    reactivateAccount(id: $id) {\n      ...AccountRow\n    }\n  }\n": typeof types.ReactivateAccountDocument,
    "\n  mutation UpdateAccount($id: ID!, $input: AccountInput!) {\n    updateAccount(id: $id, input: $input) {\n      ...AccountRow\n    }\n  }\n": typeof types.UpdateAccountDocument,
    "\n  mutation ResetAccountPassword($id: ID!, $password: String!) {\n    resetAccountPassword(id: $id, password: $password) {\n      ...AccountRow\n    }\n  }\n": typeof types.ResetAccountPasswordDocument,
    "\n  mutation AssignCaseworker($userId: ID!, $shelterId: ID!) {\n    assignCaseworker(userId: $userId, shelterId: $shelterId) {\n      ...AccountRow\n    }\n  }\n": typeof types.AssignCaseworkerDocument,
    "\n  mutation UnassignCaseworker($userId: ID!, $shelterId: ID!) {\n    unassignCaseworker(userId: $userId, shelterId: $shelterId) {\n      ...AccountRow\n    }\n  }\n": typeof types.UnassignCaseworkerDocument,
    "\n  query AdminGuests($search: String) {\n    adminGuests(search: $search) {\n      ...AdminGuestRow\n    }\n    adminRegions {\n      id\n      name\n      archived\n    }\n  }\n": typeof types.AdminGuestsDocument,
    "\n  mutation AdminUpdateGuest($id: ID!, $input: GuestRecordInput!) {\n    adminUpdateGuest(id: $id, input: $input) {\n      ...AdminGuestRow\n    }\n  }\n": typeof types.AdminUpdateGuestDocument,
    "\n  mutation MergeGuests($keepId: ID!, $mergeId: ID!) {\n    mergeGuests(keepId: $keepId, mergeId: $mergeId) {\n      ...AdminGuestRow\n    }\n  }\n": typeof types.MergeGuestsDocument,
    "\n  query OutboxMessages($page: Int!, $status: OutboxStatus) {\n    outboxMessages(page: $page, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        template\n        channel\n        status\n        attempts\n        nextAttemptAt\n        sentAt\n        lastError\n        address\n      }\n    }\n  }\n": typeof types.OutboxMessagesDocument,
    "\n  query CaseworkerAvailability {\n    caseworkerAvailability {\n      placesLeft\n      product {\n        id\n        name\n        description\n        totalPlaces\n      }\n      shelter {\n        id\n        name\n        street\n        city\n      }\n    }\n  }\n": typeof types.CaseworkerAvailabilityDocument,
    "\n  query CaseworkerGuests($search: String, $offset: Int!, $limit: Int!) {\n    caseworkerGuestPage(search: $search, offset: $offset, limit: $limit) {\n      total\n      totalExact\n      offset\n      items {\n        id\n        firstName\n        lastName\n        uno\n      }\n    }\n  }\n": typeof types.CaseworkerGuestsDocument,
    "\n  query CaseworkerGuestDetail($id: ID!) {\n    caseworkerGuest(id: $id) {\n      id\n      firstName\n      lastName\n      gender\n      street\n      postcode\n      city\n      country\n      phone\n      email\n      unokod\n      dayOfBirth\n      personnrLastnr\n      requirements\n      lastEdit\n      flag\n      region {\n        id\n        name\n      }\n      bars {\n        id\n        until\n        reason\n        shelter {\n          id\n          name\n        }\n      }\n    }\n    caseworkerGuestBookings(guestId: $id) {\n      id\n      status\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        action\n        fromStatus\n        toStatus\n        actorGroup\n        actorName\n        reason\n        at\n      }\n    }\n  }\n": typeof types.CaseworkerGuestDetailDocument,
    "\n  query CaseworkerGuestNights($start: LocalDate!, $end: LocalDate!, $guestId: ID!) {\n    nightsReport(start: $start, end: $end, guestId: $guestId) {\n      start\n      end\n      totalNights\n      rows {\n        nights\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.CaseworkerGuestNightsDocument,
    "\n  query CaseworkerReportGuests {\n    reportGuests {\n      id\n      firstName\n      lastName\n      unokod\n    }\n  }\n": typeof types.CaseworkerReportGuestsDocument,
    "\n  query CaseworkerNightsReport($start: LocalDate!, $end: LocalDate!) {\n    nightsReport(start: $start, end: $end) {\n      start\n      end\n      totalNights\n      rows {\n        guestId\n        firstName\n        lastName\n        unokod\n        nights\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.CaseworkerNightsReportDocument,
    "\n  fragment DecisionFields on Decision {\n    id\n    caseNumber\n    startDate\n    endDate\n    maxNights\n    nightsUsed\n    anyShelter\n    shelters {\n      id\n      name\n    }\n    note\n    status\n    createdAt\n    createdByName\n    endedAt\n    history {\n      action\n      at\n      actorName\n      endDate\n      maxNights\n    }\n  }\n": typeof types.DecisionFieldsFragmentDoc,
    "\n  query GuestDecisions($guestId: ID!) {\n    caseworkerGuest(id: $guestId) {\n      id\n      firstName\n      lastName\n    }\n    guestDecisions(guestId: $guestId) {\n      ...DecisionFields\n    }\n    caseworkerAvailability {\n      shelter {\n        id\n        name\n      }\n    }\n  }\n": typeof types.GuestDecisionsDocument,
    "\n  mutation RecordDecision($input: RecordDecisionInput!) {\n    recordDecision(input: $input) {\n      ...DecisionFields\n    }\n  }\n": typeof types.RecordDecisionDocument,
    "\n  mutation ChangeDecision($id: ID!, $input: ChangeDecisionInput!) {\n    changeDecision(id: $id, input: $input) {\n      ...DecisionFields\n    }\n  }\n": typeof types.ChangeDecisionDocument,
    "\n  mutation EndDecision($id: ID!) {\n    endDecision(id: $id) {\n      ...DecisionFields\n    }\n  }\n": typeof types.EndDecisionDocument,
    "\n  fragment DecisionReportRowFields on DecisionReportRow {\n    id\n    caseNumber\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n    startDate\n    endDate\n    maxNights\n    nightsUsed\n    nightsBooked\n    nightsLeft\n    status\n    daysLeft\n  }\n": typeof types.DecisionReportRowFieldsFragmentDoc,
    "\n  query DecisionsEndingSoon($days: Int) {\n    decisionsEndingSoon(days: $days) {\n      today\n      days\n      rows {\n        ...DecisionReportRowFields\n      }\n    }\n  }\n": typeof types.DecisionsEndingSoonDocument,
    "\n  query DecisionNightsReport($start: LocalDate!, $end: LocalDate!) {\n    decisionNightsReport(start: $start, end: $end) {\n      start\n      end\n      rows {\n        ...DecisionReportRowFields\n      }\n    }\n  }\n": typeof types.DecisionNightsReportDocument,
    "\n  fragment CompassResourceFields on CompassResource {\n    id\n    name\n    kind\n    audiences\n    street\n    postcode\n    city\n    mapUrl\n    phone\n    description\n    descriptionTranslations {\n      language\n      text\n    }\n    weeklyHours {\n      weekday\n      opens\n      closes\n    }\n    exceptions {\n      date\n      closed\n      hours {\n        opens\n        closes\n      }\n    }\n    status {\n      openNow\n      closesAt\n      opensNextDate\n      opensNextTime\n      todayHours {\n        opens\n        closes\n      }\n    }\n    distanceKm\n    latitude\n    longitude\n    mayEdit\n    region {\n      id\n      name\n    }\n    shelter {\n      id\n      name\n    }\n  }\n": typeof types.CompassResourceFieldsFragmentDoc,
    "\n  query CompassResources($kind: ResourceKind, $openNow: Boolean, $near: PositionInput) {\n    compassResources(kind: $kind, openNow: $openNow, near: $near) {\n      ...CompassResourceFields\n    }\n  }\n": typeof types.CompassResourcesDocument,
    "\n  query KeptCompassResources {\n    keptCompassResources {\n      ...CompassResourceFields\n    }\n  }\n": typeof types.KeptCompassResourcesDocument,
    "\n  query CompassRegions {\n    adminRegions {\n      id\n      name\n    }\n  }\n": typeof types.CompassRegionsDocument,
    "\n  mutation CreateCompassResource($input: CompassResourceInput!) {\n    createCompassResource(input: $input) {\n      ...CompassResourceFields\n    }\n  }\n": typeof types.CreateCompassResourceDocument,
    "\n  mutation UpdateCompassResource($id: ID!, $input: CompassResourceInput!) {\n    updateCompassResource(id: $id, input: $input) {\n      ...CompassResourceFields\n    }\n  }\n": typeof types.UpdateCompassResourceDocument,
    "\n  mutation DeleteCompassResource($id: ID!) {\n    deleteCompassResource(id: $id)\n  }\n": typeof types.DeleteCompassResourceDocument,
    "\n  query GuestShelters($search: String, $limit: Int = 20) {\n    shelterPage(search: $search, limit: $limit) {\n      total\n      hasMore\n      shelters {\n        id\n        name\n        street\n        postcode\n        city\n        image\n        placesFreeTonight\n        criteria\n      }\n    }\n  }\n": typeof types.GuestSheltersDocument,
    "\n  query GuestRoomPlaces($shelterId: ID!, $from: LocalDate, $days: Int!) {\n    shelterAvailability(shelterId: $shelterId, from: $from, days: $days) {\n      product {\n        id\n        name\n        type\n      }\n      nights {\n        date\n        placesLeft\n      }\n      queued\n    }\n  }\n": typeof types.GuestRoomPlacesDocument,
    "\n  query SheltersWithPlace($start: LocalDate!, $end: LocalDate!, $near: ID, $limit: Int) {\n    sheltersWithPlace(start: $start, end: $end, near: $near, limit: $limit) {\n      shelter {\n        id\n        name\n        street\n        postcode\n        city\n      }\n      product {\n        id\n        name\n      }\n      placesLeft\n    }\n  }\n": typeof types.SheltersWithPlaceDocument,
    "\n  query ShelterDetails($id: ID!) {\n    shelter(id: $id) {\n      id\n      name\n      street\n      postcode\n      city\n      phone\n      checkInFrom\n      checkInUntil\n      houseRules\n      houseRulesTranslations {\n        language\n        text\n      }\n      criteria\n      latitude\n      longitude\n      products {\n        id\n        name\n        description\n        type\n        totalPlaces\n      }\n    }\n  }\n": typeof types.ShelterDetailsDocument,
    "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      id\n      status\n      startDate\n      endDate\n      queuePosition\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInUntil\n        }\n      }\n    }\n  }\n": typeof types.RequestBookingDocument,
    "\n  query GuestAnswerChannel {\n    myNotificationSettings {\n      contactPreference\n      hasEmail\n      hasPhone\n    }\n  }\n": typeof types.GuestAnswerChannelDocument,
    "\n  query MyBookings {\n    myBookings {\n      id\n      status\n      startDate\n      endDate\n      message\n      declineReason\n      allowedActions\n      queuePosition\n      product {\n        id\n        name\n        type\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInFrom\n          checkInUntil\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  query MyBookingHistory {\n    myBookings {\n      id\n      status\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        action\n        toStatus\n        reason\n        at\n      }\n    }\n  }\n": typeof types.MyBookingHistoryDocument,
    "\n  mutation ConfirmBooking($id: ID!) {\n    confirmBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n": typeof types.ConfirmBookingDocument,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  query MyDecisions {\n    myDecisions {\n      id\n      endDate\n    }\n  }\n": typeof types.MyDecisionsDocument,
    "\n  query HostCalendar($from: LocalDate, $days: Int!) {\n    hostCalendar(from: $from, days: $days) {\n      from\n      days\n      nights\n      rooms {\n        product {\n          id\n          name\n        }\n        nights {\n          date\n          capacity\n          freeBeds\n          bookings {\n            id\n            status\n            startDate\n            endDate\n            guest {\n              id\n              firstName\n              lastName\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.HostCalendarDocument,
    "\n  query CalendarBooking($id: ID!) {\n    booking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n": typeof types.CalendarBookingDocument,
    "\n  fragment CalendarBookingDetails on Booking {\n    id\n    status\n    startDate\n    endDate\n    bookingTime\n    message\n    declineReason\n    allowedActions\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n    product {\n      id\n      name\n    }\n    history {\n      id\n      action\n      toStatus\n      actorName\n      reason\n      at\n    }\n  }\n": typeof types.CalendarBookingDetailsFragmentDoc,
    "\n  mutation CalendarAssign($id: ID!) {\n    assignBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n": typeof types.CalendarAssignDocument,
    "\n  mutation CalendarDecline($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...CalendarBookingDetails\n    }\n  }\n": typeof types.CalendarDeclineDocument,
    "\n  mutation CalendarCheckIn($id: ID!) {\n    checkInBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n": typeof types.CalendarCheckInDocument,
    "\n  mutation CalendarCheckOut($id: ID!) {\n    checkOutBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n": typeof types.CalendarCheckOutDocument,
    "\n  mutation CalendarUndo($id: ID!) {\n    hostSetPending(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n": typeof types.CalendarUndoDocument,
    "\n  fragment HostGuestBarRow on GuestBar {\n    id\n    guest {\n      id\n    }\n    until\n    reason\n    createdAt\n    liftedAt\n  }\n": typeof types.HostGuestBarRowFragmentDoc,
    "\n  query HostGuestBars {\n    hostGuestBars {\n      ...HostGuestBarRow\n    }\n  }\n": typeof types.HostGuestBarsDocument,
    "\n  mutation BarGuest($input: BarGuestInput!) {\n    barGuest(input: $input) {\n      ...HostGuestBarRow\n    }\n  }\n": typeof types.BarGuestDocument,
    "\n  mutation LiftGuestBar($id: ID!) {\n    liftGuestBar(id: $id) {\n      ...HostGuestBarRow\n    }\n  }\n": typeof types.LiftGuestBarDocument,
    "\n  query HostGuestPage($search: String, $limit: Int!) {\n    hostGuestPage(search: $search, offset: 0, limit: $limit) {\n      total\n      guests {\n        ...HostGuestSummary\n      }\n    }\n  }\n": typeof types.HostGuestPageDocument,
    "\n  fragment HostGuestSummary on HostGuest {\n    id\n    firstName\n    lastName\n    unokod\n    flag\n    lastStay {\n      startDate\n      endDate\n    }\n    nightsThisMonth\n  }\n": typeof types.HostGuestSummaryFragmentDoc,
    "\n  query HostGuest($id: ID!) {\n    hostGuest(id: $id) {\n      guest {\n        ...HostGuestSummary\n      }\n      stays {\n        id\n        status\n        startDate\n        endDate\n        product {\n          id\n          name\n        }\n      }\n      notes {\n        ...HostNoteRow\n      }\n    }\n  }\n": typeof types.HostGuestDocument,
    "\n  fragment HostNoteRow on HostNote {\n    id\n    text\n    authorName\n    authorId\n    createdAt\n  }\n": typeof types.HostNoteRowFragmentDoc,
    "\n  mutation AddHostNote($guestId: ID!, $text: String!) {\n    addHostNote(guestId: $guestId, text: $text) {\n      ...HostNoteRow\n    }\n  }\n": typeof types.AddHostNoteDocument,
    "\n  mutation DeleteHostNote($id: ID!) {\n    deleteHostNote(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteHostNoteDocument,
    "\n  query HostCounts {\n    hostCounts {\n      pendingCount\n      arrivalsCount\n      departuresCount\n      currentGuestsCount\n    }\n  }\n": typeof types.HostCountsDocument,
    "\n  query HostAvailability($shelterId: ID!) {\n    today: shelterAvailability(shelterId: $shelterId, days: 1) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    week: shelterAvailability(shelterId: $shelterId, days: 7) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n  }\n": typeof types.HostAvailabilityDocument,
    "\n  query HostOverview($shelterId: ID!, $withPlaces: Boolean!) {\n    myShelter {\n      id\n      name\n    }\n    hostCounts {\n      pendingCount\n      arrivalsCount\n      departuresCount\n      currentGuestsCount\n    }\n    today: shelterAvailability(shelterId: $shelterId, days: 1) @include(if: $withPlaces) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    week: shelterAvailability(shelterId: $shelterId, days: 7) @include(if: $withPlaces) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    hostRequests {\n      id\n      status\n      bookingTime\n      startDate\n      endDate\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n      }\n    }\n    hostIncoming {\n      ...StayRow\n    }\n    hostOutgoing {\n      ...StayRow\n    }\n    hostCheckedIn {\n      ...StayRow\n    }\n  }\n": typeof types.HostOverviewDocument,
    "\n  query HostRequestsSummary {\n    hostRequests {\n      id\n      status\n      bookingTime\n      startDate\n      endDate\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n      }\n    }\n  }\n": typeof types.HostRequestsSummaryDocument,
    "\n  query HostIncoming {\n    hostIncoming {\n      ...StayRow\n    }\n  }\n": typeof types.HostIncomingDocument,
    "\n  query HostOutgoing {\n    hostOutgoing {\n      ...StayRow\n    }\n  }\n": typeof types.HostOutgoingDocument,
    "\n  query HostCheckedIn {\n    hostCheckedIn {\n      ...StayRow\n    }\n  }\n": typeof types.HostCheckedInDocument,
    "\n  mutation CheckInBooking($id: ID!) {\n    checkInBooking(id: $id) {\n      ...StayRow\n    }\n  }\n": typeof types.CheckInBookingDocument,
    "\n  mutation CheckOutBooking($id: ID!) {\n    checkOutBooking(id: $id) {\n      ...StayRow\n    }\n  }\n": typeof types.CheckOutBookingDocument,
    "\n  mutation NoShowBooking($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...StayRow\n    }\n  }\n": typeof types.NoShowBookingDocument,
    "\n  mutation ExtendBooking($id: ID!, $endDate: LocalDate!) {\n    extendBooking(id: $id, endDate: $endDate) {\n      ...StayRow\n    }\n  }\n": typeof types.ExtendBookingDocument,
    "\n  query HostProducts {\n    myShelter {\n      id\n      name\n      products {\n        ...ProductRow\n      }\n    }\n  }\n": typeof types.HostProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...ProductRow\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductRow\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation ArchiveProduct($id: ID!) {\n    archiveProduct(id: $id) {\n      id\n    }\n  }\n": typeof types.ArchiveProductDocument,
    "\n  fragment StayRow on Booking {\n    id\n    status\n    startDate\n    endDate\n    allowedActions\n    guest {\n      id\n      firstName\n      lastName\n    }\n    product {\n      id\n      name\n    }\n  }\n": typeof types.StayRowFragmentDoc,
    "\n  fragment ProductRow on Product {\n    id\n    name\n    description\n    totalPlaces\n    type\n    requirements\n    currentPrice {\n      ...RoomPriceFields\n    }\n  }\n": typeof types.ProductRowFragmentDoc,
    "\n  fragment MyShelterProfile on Shelter {\n    id\n    name\n    image\n    ...ShelterProfileFields\n  }\n": typeof types.MyShelterProfileFragmentDoc,
    "\n  query MyShelterProfile {\n    myShelter {\n      ...MyShelterProfile\n    }\n  }\n": typeof types.MyShelterProfileDocument,
    "\n  mutation UpdateMyShelter($input: MyShelterInput!) {\n    updateMyShelter(input: $input) {\n      ...MyShelterProfile\n    }\n  }\n": typeof types.UpdateMyShelterDocument,
    "\n  query OpenFeedSetting($shelterId: ID!) {\n    openFeed(shelterId: $shelterId)\n  }\n": typeof types.OpenFeedSettingDocument,
    "\n  mutation SetOpenFeed($shelterId: ID!, $on: Boolean!) {\n    setOpenFeed(shelterId: $shelterId, on: $on)\n  }\n": typeof types.SetOpenFeedDocument,
    "\n  fragment TonightGuest on Booking {\n    id\n    status\n    startDate\n    endDate\n    allowedActions\n    decision {\n      caseNumber\n      endDate\n    }\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n  }\n": typeof types.TonightGuestFragmentDoc,
    "\n  query HostTonight {\n    hostTonight {\n      date\n      time\n      shelterName\n      checkInUntil\n      noShowOpen\n      rooms {\n        product {\n          id\n          name\n        }\n        capacity\n        freeBeds\n        checkedIn {\n          ...TonightGuest\n        }\n        expected {\n          ...TonightGuest\n        }\n        requests {\n          ...TonightGuest\n        }\n        noShows {\n          ...TonightGuest\n        }\n      }\n    }\n  }\n": typeof types.HostTonightDocument,
    "\n  mutation TonightAssign($id: ID!) {\n    assignBooking(id: $id) {\n      ...TonightGuest\n    }\n  }\n": typeof types.TonightAssignDocument,
    "\n  mutation TonightDecline($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...TonightGuest\n    }\n  }\n": typeof types.TonightDeclineDocument,
    "\n  mutation TonightUndo($id: ID!) {\n    hostSetPending(id: $id) {\n      ...TonightGuest\n    }\n  }\n": typeof types.TonightUndoDocument,
    "\n  fragment InvoiceLineFields on InvoiceLine {\n    id\n    lineNo\n    guestId\n    guestName\n    unokod\n    roomName\n    nights\n    unitPriceOre\n    vatRateBp\n    netOre\n    vatOre\n    grossOre\n    creditsLineId\n    creditedBy {\n      invoiceId\n      number\n    }\n    disputeReason\n    check {\n      reportNights\n      invoicedNights\n      difference\n      nightsNotInReport\n      nightsOutsideDecision\n      matches\n    }\n    caseNumber\n  }\n": typeof types.InvoiceLineFieldsFragmentDoc,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    kind\n    number\n    displayNumber\n    shelter {\n      id\n      name\n    }\n    region {\n      id\n      name\n    }\n    month\n    periodStart\n    periodEnd\n    issueDate\n    dueDate\n    status\n    note\n    buyerReference\n    netOre\n    vatOre\n    grossOre\n    sentAt\n    sentByName\n    credits {\n      id\n      number\n      kind\n      issueDate\n    }\n    creditNotes {\n      id\n      number\n      kind\n      issueDate\n    }\n    lines {\n      ...InvoiceLineFields\n    }\n    allowedActions\n    events {\n      id\n      action\n      fromStatus\n      toStatus\n      lineId\n      text\n      actorName\n      actorGroup\n      at\n    }\n    downloads {\n      pdf\n      xml\n      csv\n    }\n    decisionNights {\n      decisionId\n      caseNumber\n      guestName\n      nights\n      lineNos\n      nightsOutsideDecision\n    }\n  }\n": typeof types.InvoiceFieldsFragmentDoc,
    "\n  query InvoiceDrafts($month: String!) {\n    invoiceDrafts(month: $month) {\n      month\n      periodStart\n      periodEnd\n      region {\n        id\n        name\n      }\n      buyer {\n        regionId\n        name\n        organisationNumber\n        reference\n        complete\n      }\n      lines {\n        guestId\n        guestName\n        unokod\n        productId\n        roomName\n        nights\n        unitPriceOre\n        vatRateBp\n        netOre\n        vatOre\n        grossOre\n        caseNumber\n      }\n      netOre\n      vatOre\n      grossOre\n      problems\n      nightsWithoutDecision {\n        guestId\n        guestName\n        unokod\n        roomName\n        nights\n      }\n      version\n    }\n  }\n": typeof types.InvoiceDraftsDocument,
    "\n  query Invoices($month: String, $shelterId: ID, $status: InvoiceStatus) {\n    invoices(month: $month, shelterId: $shelterId, status: $status) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  query GuestInvoiceLines($guestId: ID!, $month: String!, $shelterId: ID) {\n    guestInvoiceLines(guestId: $guestId, month: $month, shelterId: $shelterId) {\n      invoice {\n        id\n        kind\n        number\n        status\n        issueDate\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n      line {\n        ...InvoiceLineFields\n      }\n    }\n  }\n": typeof types.GuestInvoiceLinesDocument,
    "\n  mutation SendInvoice($input: SendInvoiceInput!) {\n    sendInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.SendInvoiceDocument,
    "\n  mutation AttestInvoice($id: ID!, $comment: String) {\n    attestInvoice(id: $id, comment: $comment) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.AttestInvoiceDocument,
    "\n  mutation DisputeInvoice($id: ID!, $lines: [DisputeLineInput!]!) {\n    disputeInvoice(id: $id, lines: $lines) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.DisputeInvoiceDocument,
    "\n  mutation AnswerInvoiceDispute($id: ID!, $comment: String!) {\n    answerInvoiceDispute(id: $id, comment: $comment) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.AnswerInvoiceDisputeDocument,
    "\n  mutation CreditInvoice($input: CreditInvoiceInput!) {\n    creditInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.CreditInvoiceDocument,
    "\n  mutation MarkInvoicePaid($id: ID!) {\n    markInvoicePaid(id: $id) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.MarkInvoicePaidDocument,
    "\n  query ShelterBilling {\n    shelterBilling {\n      shelterId\n      shelterName\n      organisationNumber\n      bankAccount\n      endpointId\n      contact\n      vatRegistered\n      fSkatt\n      invoicePrefix\n      complete\n      problems\n    }\n  }\n": typeof types.ShelterBillingDocument,
    "\n  mutation UpdateShelterBilling($input: ShelterBillingInput!) {\n    updateShelterBilling(input: $input) {\n      shelterId\n      shelterName\n      organisationNumber\n      bankAccount\n      endpointId\n      contact\n      vatRegistered\n      fSkatt\n      invoicePrefix\n      complete\n      problems\n    }\n  }\n": typeof types.UpdateShelterBillingDocument,
    "\n  fragment OccupancyFiguresFields on OccupancyFigures {\n    bedsOffered\n    womenOnlyBedsOffered\n    bedsUsed\n    womenOnlyBedsUsed\n    heldNotUsed\n    requests\n    turnedAway\n    turnedAwayFull\n    turnedAwayQueued\n    turnedAwayDeclined\n    guests\n  }\n": typeof types.OccupancyFiguresFieldsFragmentDoc,
    "\n  fragment OccupancyNightFields on OccupancyNight {\n    night\n    bedsOffered\n    womenOnlyBedsOffered\n    bedsUsed\n    womenOnlyBedsUsed\n    heldNotUsed\n    requests\n    turnedAway\n    turnedAwayFull\n    turnedAwayQueued\n    turnedAwayDeclined\n    guests\n  }\n": typeof types.OccupancyNightFieldsFragmentDoc,
    "\n  query OccupancyReport($period: OccupancyPeriod!, $date: LocalDate, $start: LocalDate, $end: LocalDate, $regionId: ID) {\n    occupancy(period: $period, date: $date, start: $start, end: $end, regionId: $regionId) {\n      period\n      start\n      end\n      previousStart\n      previousEnd\n      hasPrevious\n      totals {\n        ...OccupancyFiguresFields\n      }\n      previous {\n        ...OccupancyFiguresFields\n      }\n      nights {\n        ...OccupancyNightFields\n      }\n      regions {\n        region {\n          id\n          name\n        }\n        totals {\n          ...OccupancyFiguresFields\n        }\n        previous {\n          ...OccupancyFiguresFields\n        }\n      }\n      shelters {\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n        totals {\n          ...OccupancyFiguresFields\n        }\n        previous {\n          ...OccupancyFiguresFields\n        }\n      }\n    }\n  }\n": typeof types.OccupancyReportDocument,
    "\n  query OccupancyShelterNights(\n    $period: OccupancyPeriod!\n    $date: LocalDate\n    $start: LocalDate\n    $end: LocalDate\n    $regionId: ID\n    $shelterId: ID!\n  ) {\n    occupancy(period: $period, date: $date, start: $start, end: $end, regionId: $regionId, shelterId: $shelterId) {\n      shelters {\n        shelter {\n          id\n        }\n        nights {\n          ...OccupancyNightFields\n        }\n      }\n    }\n  }\n": typeof types.OccupancyShelterNightsDocument,
    "\n  fragment RequestRow on Booking {\n    id\n    status\n    bookingTime\n    startDate\n    endDate\n    message\n    allowedActions\n    guestBarredUntil\n    decision {\n      caseNumber\n      endDate\n    }\n    history {\n      id\n      action\n      fromStatus\n      toStatus\n      actorGroup\n      actorName\n      reason\n      at\n    }\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n      flag\n    }\n    product {\n      id\n      name\n      type\n      shelter {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RequestRowFragmentDoc,
    "\n  query HostRequests {\n    hostRequests {\n      ...RequestRow\n    }\n    hostQueue {\n      ...RequestRow\n    }\n  }\n": typeof types.HostRequestsDocument,
    "\n  query CaseworkerRequests {\n    caseworkerRequests {\n      ...RequestRow\n    }\n  }\n": typeof types.CaseworkerRequestsDocument,
    "\n  mutation AssignBooking($id: ID!) {\n    assignBooking(id: $id) {\n      ...RequestRow\n    }\n  }\n": typeof types.AssignBookingDocument,
    "\n  mutation DeclineBooking($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...RequestRow\n    }\n  }\n": typeof types.DeclineBookingDocument,
    "\n  mutation HostSetPending($id: ID!) {\n    hostSetPending(id: $id) {\n      ...RequestRow\n    }\n  }\n": typeof types.HostSetPendingDocument,
    "\n  mutation AssignBookings($ids: [ID!]!) {\n    assignBookings(ids: $ids) {\n      bookingId\n      ok\n      code\n      message\n    }\n  }\n": typeof types.AssignBookingsDocument,
    "\n  mutation RecommendBooking($id: ID!) {\n    recommendBooking(id: $id) {\n      ...RequestRow\n    }\n  }\n": typeof types.RecommendBookingDocument,
    "\n  mutation AdviseAgainstBooking($id: ID!, $reason: String) {\n    adviseAgainstBooking(id: $id, reason: $reason) {\n      ...RequestRow\n    }\n  }\n": typeof types.AdviseAgainstBookingDocument,
    "\n  mutation CaseworkerSetPending($id: ID!) {\n    caseworkerSetPending(id: $id) {\n      ...RequestRow\n    }\n  }\n": typeof types.CaseworkerSetPendingDocument,
    "\n  mutation RecommendBookings($ids: [ID!]!) {\n    recommendBookings(ids: $ids) {\n      bookingId\n      ok\n      code\n      message\n    }\n  }\n": typeof types.RecommendBookingsDocument,
    "\n  query VolunteerAvailability(\n    $start: LocalDate\n    $end: LocalDate\n    $regionId: ID\n    $hostId: ID\n    $search: String\n    $criteria: [ShelterCriterion!]\n    $limit: Int = 20\n  ) {\n    volunteerAvailabilityPage(\n      start: $start\n      end: $end\n      regionId: $regionId\n      hostId: $hostId\n      search: $search\n      criteria: $criteria\n      limit: $limit\n    ) {\n      total\n      hasMore\n      shelters {\n        host {\n          id\n          name\n          street\n          city\n          criteria\n          region {\n            id\n            name\n          }\n        }\n        products {\n          placesLeft\n          product {\n            id\n            name\n            description\n            type\n            totalPlaces\n          }\n          availability {\n            date\n            placesLeft\n          }\n        }\n      }\n    }\n  }\n": typeof types.VolunteerAvailabilityDocument,
    "\n  query VolunteerHosts {\n    shelters {\n      id\n      name\n      region {\n        id\n        name\n      }\n    }\n  }\n": typeof types.VolunteerHostsDocument,
    "\n  mutation VolunteerCreateGuest($input: CreateGuestInput!) {\n    createGuest(input: $input) {\n      id\n      firstName\n      lastName\n      uno\n    }\n  }\n": typeof types.VolunteerCreateGuestDocument,
    "\n  query VolunteerSearchGuests($firstName: String, $lastName: String, $uno: String) {\n    searchGuests(firstName: $firstName, lastName: $lastName, uno: $uno, partial: true) {\n      id\n      firstName\n      lastName\n      uno\n    }\n  }\n": typeof types.VolunteerSearchGuestsDocument,
    "\n  mutation VolunteerRequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      id\n      status\n      guestNotice\n    }\n  }\n": typeof types.VolunteerRequestBookingDocument,
    "\n  mutation VolunteerConfirmBooking($id: ID!) {\n    volunteerConfirmBooking(id: $id) {\n      id\n      status\n      allowedActions\n      guestNotice\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInFrom\n          checkInUntil\n        }\n      }\n    }\n  }\n": typeof types.VolunteerConfirmBookingDocument,
    "\n  query VolunteerGuestStays($guestId: ID!) {\n    volunteerGuestStays(guestId: $guestId) {\n      id\n      status\n      startDate\n      endDate\n      shelterName\n      roomName\n    }\n  }\n": typeof types.VolunteerGuestStaysDocument,
    "\n  query VolunteerBookings {\n    volunteerBookings {\n      id\n      status\n      startDate\n      endDate\n      bookingTime\n      guest {\n        id\n        firstName\n        lastName\n        unokod\n      }\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      allowedActions\n    }\n  }\n": typeof types.VolunteerBookingsDocument,
    "\n  mutation VolunteerCancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n": typeof types.VolunteerCancelBookingDocument,
    "\n  mutation VolunteerIssueStartCode($guestId: ID!) {\n    issueStartCode(guestId: $guestId) {\n      code\n      uno\n      expiresAt\n    }\n  }\n": typeof types.VolunteerIssueStartCodeDocument,
    "\n  fragment BookingEnums on Booking {\n    status\n    allowedActions\n    product {\n      type\n    }\n  }\n": typeof types.BookingEnumsFragmentDoc,
    "\n  fragment CatalogueEnums on Catalogue {\n    errorCodes\n  }\n": typeof types.CatalogueEnumsFragmentDoc,
    "\n  query UnreadNotifications {\n    notifications(limit: 0) {\n      unreadCount\n    }\n  }\n": typeof types.UnreadNotificationsDocument,
    "\n  fragment RoomPriceFields on ProductPrice {\n    id\n    validFrom\n    priceOre\n    vatRateBp\n  }\n": typeof types.RoomPriceFieldsFragmentDoc,
    "\n  query RoomPrices($productId: ID!) {\n    productPrices(productId: $productId) {\n      ...RoomPriceFields\n    }\n  }\n": typeof types.RoomPricesDocument,
    "\n  mutation SetRoomPrice($input: SetProductPriceInput!) {\n    setProductPrice(input: $input) {\n      ...RoomPriceFields\n    }\n  }\n": typeof types.SetRoomPriceDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      firstName\n      lastName\n      usergroups\n      mustChangePassword\n      gender\n      language\n      host {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      username\n      firstName\n      lastName\n      usergroups\n      gender\n      language\n      host {\n        id\n        name\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment ShelterProfileFields on ShelterProfile {\n    street\n    postcode\n    city\n    phone\n    checkInFrom\n    checkInUntil\n    houseRules\n    houseRulesTranslations {\n      language\n      text\n    }\n    criteria\n    latitude\n    longitude\n    releaseNoShows\n  }\n": typeof types.ShelterProfileFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query AppConfig {\n    appConfig {\n      chatScripts\n    }\n  }\n": types.AppConfigDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        action\n        fromStatus\n        toStatus\n        actorGroup\n        reason\n        at\n        unread\n        booking {\n          id\n          startDate\n          endDate\n          guest {\n            id\n            firstName\n            lastName\n          }\n          product {\n            id\n            name\n            shelter {\n              id\n              name\n            }\n          }\n        }\n      }\n      decisionNotices {\n        id\n        decisionId\n        caseNumber\n        endDate\n        guest {\n          id\n          firstName\n          lastName\n        }\n        at\n        unread\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation UpdateMyName($firstName: String!, $lastName: String!) {\n    updateMyName(firstName: $firstName, lastName: $lastName) {\n      id\n      firstName\n      lastName\n    }\n  }\n": types.UpdateMyNameDocument,
    "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n    }\n  }\n": types.ChangeMyPasswordDocument,
    "\n  mutation ChangeMyEmail($email: String!, $currentPassword: String!) {\n    changeMyEmail(email: $email, currentPassword: $currentPassword) {\n      id\n      username\n    }\n  }\n": types.ChangeMyEmailDocument,
    "\n  query AccountBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      startDate\n      endDate\n      declineReason\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        toStatus\n        actorGroup\n        reason\n        at\n      }\n    }\n  }\n": types.AccountBookingDocument,
    "\n  query MyPhone {\n    myPhone\n    loginOptions {\n      sms\n    }\n  }\n": types.MyPhoneDocument,
    "\n  mutation RequestMyPhoneChange($phone: String!) {\n    requestMyPhoneChange(phone: $phone)\n  }\n": types.RequestMyPhoneChangeDocument,
    "\n  mutation ConfirmMyPhone($code: String!) {\n    confirmMyPhone(code: $code)\n  }\n": types.ConfirmMyPhoneDocument,
    "\n  query MyNotificationSettings {\n    myNotificationSettings {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n": types.MyNotificationSettingsDocument,
    "\n  mutation SetMyContactPreference($preference: ContactPreference!) {\n    setMyContactPreference(preference: $preference) {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n": types.SetMyContactPreferenceDocument,
    "\n  mutation SetMyRequestDigest($enabled: Boolean!) {\n    setMyRequestDigest(enabled: $enabled) {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n": types.SetMyRequestDigestDocument,
    "\n  fragment ActivityFields on Activity {\n    id\n    title\n    description\n    date\n    startTime\n    endTime\n    volunteersNeeded\n    signedUp\n    placesLeft\n    status\n    signedUpByMe\n    shelter {\n      id\n      name\n    }\n  }\n": types.ActivityFieldsFragmentDoc,
    "\n  fragment VolunteerTaskFields on VolunteerTask {\n    id\n    title\n    description\n    status\n    volunteer {\n      id\n      firstName\n      lastName\n    }\n    activity {\n      id\n      title\n      date\n    }\n  }\n": types.VolunteerTaskFieldsFragmentDoc,
    "\n  query VolunteerActivities {\n    activities {\n      ...ActivityFields\n    }\n    myActivities {\n      ...ActivityFields\n    }\n    myVolunteerTasks {\n      ...VolunteerTaskFields\n    }\n  }\n": types.VolunteerActivitiesDocument,
    "\n  query KeptActivities {\n    activities {\n      ...ActivityFields\n      signups {\n        id\n        phone\n        volunteer {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": types.KeptActivitiesDocument,
    "\n  query ActivityAdminData {\n    adminShelters {\n      id\n      name\n    }\n    activityVolunteers {\n      id\n      firstName\n      lastName\n    }\n    volunteerTasks {\n      ...VolunteerTaskFields\n    }\n  }\n": types.ActivityAdminDataDocument,
    "\n  mutation SignUpForActivity($id: ID!, $phone: String) {\n    signUpForActivity(id: $id, phone: $phone) {\n      ...ActivityFields\n    }\n  }\n": types.SignUpForActivityDocument,
    "\n  mutation CancelActivitySignup($id: ID!) {\n    cancelActivitySignup(id: $id) {\n      ...ActivityFields\n    }\n  }\n": types.CancelActivitySignupDocument,
    "\n  mutation CreateActivity($input: ActivityInput!) {\n    createActivity(input: $input) {\n      id\n    }\n  }\n": types.CreateActivityDocument,
    "\n  mutation UpdateActivity($id: ID!, $input: ActivityInput!) {\n    updateActivity(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateActivityDocument,
    "\n  mutation CancelActivity($id: ID!) {\n    cancelActivity(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelActivityDocument,
    "\n  mutation SetMyVolunteerTaskStatus($id: ID!, $status: VolunteerTaskStatus!) {\n    setMyVolunteerTaskStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.SetMyVolunteerTaskStatusDocument,
    "\n  mutation AssignVolunteerTask($input: VolunteerTaskInput!) {\n    assignVolunteerTask(input: $input) {\n      id\n    }\n  }\n": types.AssignVolunteerTaskDocument,
    "\n  mutation UpdateVolunteerTask($id: ID!, $input: VolunteerTaskInput!) {\n    updateVolunteerTask(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.UpdateVolunteerTaskDocument,
    "\n  fragment AccountRow on Account {\n    id\n    email\n    firstName\n    lastName\n    groups\n    mustChangePassword\n    active\n    invitationPending\n    shelter {\n      id\n      name\n    }\n    assignedShelters {\n      id\n      name\n    }\n  }\n": types.AccountRowFragmentDoc,
    "\n  fragment AdminGuestRow on GuestRecord {\n    id\n    firstName\n    lastName\n    gender\n    street\n    postcode\n    city\n    country\n    phone\n    email\n    unokod\n    dayOfBirth\n    personnrLastnr\n    requirements\n    flag\n    region {\n      id\n      name\n    }\n  }\n": types.AdminGuestRowFragmentDoc,
    "\n  fragment RegionBillingRow on RegionBilling {\n    regionId\n    regionName\n    name\n    organisationNumber\n    street\n    postcode\n    city\n    reference\n    endpointId\n    contact\n    fullNames\n    complete\n    problems\n  }\n": types.RegionBillingRowFragmentDoc,
    "\n  query RegionBillings {\n    regionBillings {\n      ...RegionBillingRow\n    }\n  }\n": types.RegionBillingsDocument,
    "\n  mutation UpdateRegionBilling($input: RegionBillingInput!) {\n    updateRegionBilling(input: $input) {\n      ...RegionBillingRow\n    }\n  }\n": types.UpdateRegionBillingDocument,
    "\n  fragment AdminShelterBilling on ShelterBilling {\n    shelterId\n    shelterName\n    organisationNumber\n    bankAccount\n    endpointId\n    contact\n    vatRegistered\n    fSkatt\n    invoicePrefix\n    complete\n    problems\n  }\n": types.AdminShelterBillingFragmentDoc,
    "\n  query AdminShelterBilling($shelterId: ID!) {\n    shelterBilling(shelterId: $shelterId) {\n      ...AdminShelterBilling\n    }\n  }\n": types.AdminShelterBillingDocument,
    "\n  mutation AdminUpdateShelterBilling($input: ShelterBillingInput!) {\n    updateShelterBilling(input: $input) {\n      ...AdminShelterBilling\n    }\n  }\n": types.AdminUpdateShelterBillingDocument,
    "\n  fragment AdminProductRow on Product {\n    id\n    name\n    description\n    totalPlaces\n    type\n    requirements\n    currentPrice {\n      ...RoomPriceFields\n    }\n  }\n": types.AdminProductRowFragmentDoc,
    "\n  fragment AdminShelterRow on AdminShelter {\n    id\n    name\n    image\n    ...ShelterProfileFields\n    archived\n    region {\n      id\n      name\n    }\n  }\n": types.AdminShelterRowFragmentDoc,
    "\n  query AdminShelters($search: String) {\n    adminShelters(search: $search) {\n      ...AdminShelterRow\n    }\n    adminRegions {\n      id\n      name\n      archived\n    }\n  }\n": types.AdminSheltersDocument,
    "\n  mutation CreateRegion($name: String!) {\n    createRegion(name: $name) {\n      id\n      name\n      archived\n    }\n  }\n": types.CreateRegionDocument,
    "\n  mutation CreateShelter($input: ShelterInput!) {\n    createShelter(input: $input) {\n      ...AdminShelterRow\n    }\n  }\n": types.CreateShelterDocument,
    "\n  mutation UpdateShelter($id: ID!, $input: ShelterInput!) {\n    updateShelter(id: $id, input: $input) {\n      ...AdminShelterRow\n    }\n  }\n": types.UpdateShelterDocument,
    "\n  mutation ArchiveShelter($id: ID!) {\n    archiveShelter(id: $id) {\n      id\n      archived\n    }\n  }\n": types.ArchiveShelterDocument,
    "\n  query AdminShelterProducts($shelterId: ID!) {\n    adminShelterProducts(shelterId: $shelterId) {\n      ...AdminProductRow\n    }\n  }\n": types.AdminShelterProductsDocument,
    "\n  mutation AdminCreateProduct($shelterId: ID!, $input: ProductInput!) {\n    adminCreateProduct(shelterId: $shelterId, input: $input) {\n      ...AdminProductRow\n    }\n  }\n": types.AdminCreateProductDocument,
    "\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!) {\n    adminUpdateProduct(id: $id, input: $input) {\n      ...AdminProductRow\n    }\n  }\n": types.AdminUpdateProductDocument,
    "\n  mutation AdminArchiveProduct($id: ID!) {\n    adminArchiveProduct(id: $id) {\n      id\n    }\n  }\n": types.AdminArchiveProductDocument,
    "\n  query AdminAccounts($search: String) {\n    adminAccounts(search: $search) {\n      ...AccountRow\n    }\n    adminShelters {\n      id\n      name\n      archived\n    }\n    adminInvitesByMail\n  }\n": types.AdminAccountsDocument,
    "\n  mutation CreateAccount($input: AccountInput!, $initialPassword: String) {\n    createAccount(input: $input, initialPassword: $initialPassword) {\n      ...AccountRow\n    }\n  }\n": types.CreateAccountDocument,
    "\n  mutation DeactivateAccount($id: ID!) {\n    deactivateAccount(id: $id) {\n      ...AccountRow\n    }\n  }\n": types.DeactivateAccountDocument,
    "\n  mutation SendInvitation($id: ID!) {\n    sendInvitation(id: $id) {\n      ...AccountRow\n    }\n  }\n": types.SendInvitationDocument,
    "\n  mutation ReactivateAccount($id: ID!) {\n    reactivateAccount(id: $id) {\n      ...AccountRow\n    }\n  }\n": types.ReactivateAccountDocument,
    "\n  mutation UpdateAccount($id: ID!, $input: AccountInput!) {\n    updateAccount(id: $id, input: $input) {\n      ...AccountRow\n    }\n  }\n": types.UpdateAccountDocument,
    "\n  mutation ResetAccountPassword($id: ID!, $password: String!) {\n    resetAccountPassword(id: $id, password: $password) {\n      ...AccountRow\n    }\n  }\n": types.ResetAccountPasswordDocument,
    "\n  mutation AssignCaseworker($userId: ID!, $shelterId: ID!) {\n    assignCaseworker(userId: $userId, shelterId: $shelterId) {\n      ...AccountRow\n    }\n  }\n": types.AssignCaseworkerDocument,
    "\n  mutation UnassignCaseworker($userId: ID!, $shelterId: ID!) {\n    unassignCaseworker(userId: $userId, shelterId: $shelterId) {\n      ...AccountRow\n    }\n  }\n": types.UnassignCaseworkerDocument,
    "\n  query AdminGuests($search: String) {\n    adminGuests(search: $search) {\n      ...AdminGuestRow\n    }\n    adminRegions {\n      id\n      name\n      archived\n    }\n  }\n": types.AdminGuestsDocument,
    "\n  mutation AdminUpdateGuest($id: ID!, $input: GuestRecordInput!) {\n    adminUpdateGuest(id: $id, input: $input) {\n      ...AdminGuestRow\n    }\n  }\n": types.AdminUpdateGuestDocument,
    "\n  mutation MergeGuests($keepId: ID!, $mergeId: ID!) {\n    mergeGuests(keepId: $keepId, mergeId: $mergeId) {\n      ...AdminGuestRow\n    }\n  }\n": types.MergeGuestsDocument,
    "\n  query OutboxMessages($page: Int!, $status: OutboxStatus) {\n    outboxMessages(page: $page, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        template\n        channel\n        status\n        attempts\n        nextAttemptAt\n        sentAt\n        lastError\n        address\n      }\n    }\n  }\n": types.OutboxMessagesDocument,
    "\n  query CaseworkerAvailability {\n    caseworkerAvailability {\n      placesLeft\n      product {\n        id\n        name\n        description\n        totalPlaces\n      }\n      shelter {\n        id\n        name\n        street\n        city\n      }\n    }\n  }\n": types.CaseworkerAvailabilityDocument,
    "\n  query CaseworkerGuests($search: String, $offset: Int!, $limit: Int!) {\n    caseworkerGuestPage(search: $search, offset: $offset, limit: $limit) {\n      total\n      totalExact\n      offset\n      items {\n        id\n        firstName\n        lastName\n        uno\n      }\n    }\n  }\n": types.CaseworkerGuestsDocument,
    "\n  query CaseworkerGuestDetail($id: ID!) {\n    caseworkerGuest(id: $id) {\n      id\n      firstName\n      lastName\n      gender\n      street\n      postcode\n      city\n      country\n      phone\n      email\n      unokod\n      dayOfBirth\n      personnrLastnr\n      requirements\n      lastEdit\n      flag\n      region {\n        id\n        name\n      }\n      bars {\n        id\n        until\n        reason\n        shelter {\n          id\n          name\n        }\n      }\n    }\n    caseworkerGuestBookings(guestId: $id) {\n      id\n      status\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        action\n        fromStatus\n        toStatus\n        actorGroup\n        actorName\n        reason\n        at\n      }\n    }\n  }\n": types.CaseworkerGuestDetailDocument,
    "\n  query CaseworkerGuestNights($start: LocalDate!, $end: LocalDate!, $guestId: ID!) {\n    nightsReport(start: $start, end: $end, guestId: $guestId) {\n      start\n      end\n      totalNights\n      rows {\n        nights\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.CaseworkerGuestNightsDocument,
    "\n  query CaseworkerReportGuests {\n    reportGuests {\n      id\n      firstName\n      lastName\n      unokod\n    }\n  }\n": types.CaseworkerReportGuestsDocument,
    "\n  query CaseworkerNightsReport($start: LocalDate!, $end: LocalDate!) {\n    nightsReport(start: $start, end: $end) {\n      start\n      end\n      totalNights\n      rows {\n        guestId\n        firstName\n        lastName\n        unokod\n        nights\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.CaseworkerNightsReportDocument,
    "\n  fragment DecisionFields on Decision {\n    id\n    caseNumber\n    startDate\n    endDate\n    maxNights\n    nightsUsed\n    anyShelter\n    shelters {\n      id\n      name\n    }\n    note\n    status\n    createdAt\n    createdByName\n    endedAt\n    history {\n      action\n      at\n      actorName\n      endDate\n      maxNights\n    }\n  }\n": types.DecisionFieldsFragmentDoc,
    "\n  query GuestDecisions($guestId: ID!) {\n    caseworkerGuest(id: $guestId) {\n      id\n      firstName\n      lastName\n    }\n    guestDecisions(guestId: $guestId) {\n      ...DecisionFields\n    }\n    caseworkerAvailability {\n      shelter {\n        id\n        name\n      }\n    }\n  }\n": types.GuestDecisionsDocument,
    "\n  mutation RecordDecision($input: RecordDecisionInput!) {\n    recordDecision(input: $input) {\n      ...DecisionFields\n    }\n  }\n": types.RecordDecisionDocument,
    "\n  mutation ChangeDecision($id: ID!, $input: ChangeDecisionInput!) {\n    changeDecision(id: $id, input: $input) {\n      ...DecisionFields\n    }\n  }\n": types.ChangeDecisionDocument,
    "\n  mutation EndDecision($id: ID!) {\n    endDecision(id: $id) {\n      ...DecisionFields\n    }\n  }\n": types.EndDecisionDocument,
    "\n  fragment DecisionReportRowFields on DecisionReportRow {\n    id\n    caseNumber\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n    startDate\n    endDate\n    maxNights\n    nightsUsed\n    nightsBooked\n    nightsLeft\n    status\n    daysLeft\n  }\n": types.DecisionReportRowFieldsFragmentDoc,
    "\n  query DecisionsEndingSoon($days: Int) {\n    decisionsEndingSoon(days: $days) {\n      today\n      days\n      rows {\n        ...DecisionReportRowFields\n      }\n    }\n  }\n": types.DecisionsEndingSoonDocument,
    "\n  query DecisionNightsReport($start: LocalDate!, $end: LocalDate!) {\n    decisionNightsReport(start: $start, end: $end) {\n      start\n      end\n      rows {\n        ...DecisionReportRowFields\n      }\n    }\n  }\n": types.DecisionNightsReportDocument,
    "\n  fragment CompassResourceFields on CompassResource {\n    id\n    name\n    kind\n    audiences\n    street\n    postcode\n    city\n    mapUrl\n    phone\n    description\n    descriptionTranslations {\n      language\n      text\n    }\n    weeklyHours {\n      weekday\n      opens\n      closes\n    }\n    exceptions {\n      date\n      closed\n      hours {\n        opens\n        closes\n      }\n    }\n    status {\n      openNow\n      closesAt\n      opensNextDate\n      opensNextTime\n      todayHours {\n        opens\n        closes\n      }\n    }\n    distanceKm\n    latitude\n    longitude\n    mayEdit\n    region {\n      id\n      name\n    }\n    shelter {\n      id\n      name\n    }\n  }\n": types.CompassResourceFieldsFragmentDoc,
    "\n  query CompassResources($kind: ResourceKind, $openNow: Boolean, $near: PositionInput) {\n    compassResources(kind: $kind, openNow: $openNow, near: $near) {\n      ...CompassResourceFields\n    }\n  }\n": types.CompassResourcesDocument,
    "\n  query KeptCompassResources {\n    keptCompassResources {\n      ...CompassResourceFields\n    }\n  }\n": types.KeptCompassResourcesDocument,
    "\n  query CompassRegions {\n    adminRegions {\n      id\n      name\n    }\n  }\n": types.CompassRegionsDocument,
    "\n  mutation CreateCompassResource($input: CompassResourceInput!) {\n    createCompassResource(input: $input) {\n      ...CompassResourceFields\n    }\n  }\n": types.CreateCompassResourceDocument,
    "\n  mutation UpdateCompassResource($id: ID!, $input: CompassResourceInput!) {\n    updateCompassResource(id: $id, input: $input) {\n      ...CompassResourceFields\n    }\n  }\n": types.UpdateCompassResourceDocument,
    "\n  mutation DeleteCompassResource($id: ID!) {\n    deleteCompassResource(id: $id)\n  }\n": types.DeleteCompassResourceDocument,
    "\n  query GuestShelters($search: String, $limit: Int = 20) {\n    shelterPage(search: $search, limit: $limit) {\n      total\n      hasMore\n      shelters {\n        id\n        name\n        street\n        postcode\n        city\n        image\n        placesFreeTonight\n        criteria\n      }\n    }\n  }\n": types.GuestSheltersDocument,
    "\n  query GuestRoomPlaces($shelterId: ID!, $from: LocalDate, $days: Int!) {\n    shelterAvailability(shelterId: $shelterId, from: $from, days: $days) {\n      product {\n        id\n        name\n        type\n      }\n      nights {\n        date\n        placesLeft\n      }\n      queued\n    }\n  }\n": types.GuestRoomPlacesDocument,
    "\n  query SheltersWithPlace($start: LocalDate!, $end: LocalDate!, $near: ID, $limit: Int) {\n    sheltersWithPlace(start: $start, end: $end, near: $near, limit: $limit) {\n      shelter {\n        id\n        name\n        street\n        postcode\n        city\n      }\n      product {\n        id\n        name\n      }\n      placesLeft\n    }\n  }\n": types.SheltersWithPlaceDocument,
    "\n  query ShelterDetails($id: ID!) {\n    shelter(id: $id) {\n      id\n      name\n      street\n      postcode\n      city\n      phone\n      checkInFrom\n      checkInUntil\n      houseRules\n      houseRulesTranslations {\n        language\n        text\n      }\n      criteria\n      latitude\n      longitude\n      products {\n        id\n        name\n        description\n        type\n        totalPlaces\n      }\n    }\n  }\n": types.ShelterDetailsDocument,
    "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      id\n      status\n      startDate\n      endDate\n      queuePosition\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInUntil\n        }\n      }\n    }\n  }\n": types.RequestBookingDocument,
    "\n  query GuestAnswerChannel {\n    myNotificationSettings {\n      contactPreference\n      hasEmail\n      hasPhone\n    }\n  }\n": types.GuestAnswerChannelDocument,
    "\n  query MyBookings {\n    myBookings {\n      id\n      status\n      startDate\n      endDate\n      message\n      declineReason\n      allowedActions\n      queuePosition\n      product {\n        id\n        name\n        type\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInFrom\n          checkInUntil\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": types.MyBookingsDocument,
    "\n  query MyBookingHistory {\n    myBookings {\n      id\n      status\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        action\n        toStatus\n        reason\n        at\n      }\n    }\n  }\n": types.MyBookingHistoryDocument,
    "\n  mutation ConfirmBooking($id: ID!) {\n    confirmBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n": types.ConfirmBookingDocument,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n": types.CancelBookingDocument,
    "\n  query MyDecisions {\n    myDecisions {\n      id\n      endDate\n    }\n  }\n": types.MyDecisionsDocument,
    "\n  query HostCalendar($from: LocalDate, $days: Int!) {\n    hostCalendar(from: $from, days: $days) {\n      from\n      days\n      nights\n      rooms {\n        product {\n          id\n          name\n        }\n        nights {\n          date\n          capacity\n          freeBeds\n          bookings {\n            id\n            status\n            startDate\n            endDate\n            guest {\n              id\n              firstName\n              lastName\n            }\n          }\n        }\n      }\n    }\n  }\n": types.HostCalendarDocument,
    "\n  query CalendarBooking($id: ID!) {\n    booking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n": types.CalendarBookingDocument,
    "\n  fragment CalendarBookingDetails on Booking {\n    id\n    status\n    startDate\n    endDate\n    bookingTime\n    message\n    declineReason\n    allowedActions\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n    product {\n      id\n      name\n    }\n    history {\n      id\n      action\n      toStatus\n      actorName\n      reason\n      at\n    }\n  }\n": types.CalendarBookingDetailsFragmentDoc,
    "\n  mutation CalendarAssign($id: ID!) {\n    assignBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n": types.CalendarAssignDocument,
    "\n  mutation CalendarDecline($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...CalendarBookingDetails\n    }\n  }\n": types.CalendarDeclineDocument,
    "\n  mutation CalendarCheckIn($id: ID!) {\n    checkInBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n": types.CalendarCheckInDocument,
    "\n  mutation CalendarCheckOut($id: ID!) {\n    checkOutBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n": types.CalendarCheckOutDocument,
    "\n  mutation CalendarUndo($id: ID!) {\n    hostSetPending(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n": types.CalendarUndoDocument,
    "\n  fragment HostGuestBarRow on GuestBar {\n    id\n    guest {\n      id\n    }\n    until\n    reason\n    createdAt\n    liftedAt\n  }\n": types.HostGuestBarRowFragmentDoc,
    "\n  query HostGuestBars {\n    hostGuestBars {\n      ...HostGuestBarRow\n    }\n  }\n": types.HostGuestBarsDocument,
    "\n  mutation BarGuest($input: BarGuestInput!) {\n    barGuest(input: $input) {\n      ...HostGuestBarRow\n    }\n  }\n": types.BarGuestDocument,
    "\n  mutation LiftGuestBar($id: ID!) {\n    liftGuestBar(id: $id) {\n      ...HostGuestBarRow\n    }\n  }\n": types.LiftGuestBarDocument,
    "\n  query HostGuestPage($search: String, $limit: Int!) {\n    hostGuestPage(search: $search, offset: 0, limit: $limit) {\n      total\n      guests {\n        ...HostGuestSummary\n      }\n    }\n  }\n": types.HostGuestPageDocument,
    "\n  fragment HostGuestSummary on HostGuest {\n    id\n    firstName\n    lastName\n    unokod\n    flag\n    lastStay {\n      startDate\n      endDate\n    }\n    nightsThisMonth\n  }\n": types.HostGuestSummaryFragmentDoc,
    "\n  query HostGuest($id: ID!) {\n    hostGuest(id: $id) {\n      guest {\n        ...HostGuestSummary\n      }\n      stays {\n        id\n        status\n        startDate\n        endDate\n        product {\n          id\n          name\n        }\n      }\n      notes {\n        ...HostNoteRow\n      }\n    }\n  }\n": types.HostGuestDocument,
    "\n  fragment HostNoteRow on HostNote {\n    id\n    text\n    authorName\n    authorId\n    createdAt\n  }\n": types.HostNoteRowFragmentDoc,
    "\n  mutation AddHostNote($guestId: ID!, $text: String!) {\n    addHostNote(guestId: $guestId, text: $text) {\n      ...HostNoteRow\n    }\n  }\n": types.AddHostNoteDocument,
    "\n  mutation DeleteHostNote($id: ID!) {\n    deleteHostNote(id: $id) {\n      id\n    }\n  }\n": types.DeleteHostNoteDocument,
    "\n  query HostCounts {\n    hostCounts {\n      pendingCount\n      arrivalsCount\n      departuresCount\n      currentGuestsCount\n    }\n  }\n": types.HostCountsDocument,
    "\n  query HostAvailability($shelterId: ID!) {\n    today: shelterAvailability(shelterId: $shelterId, days: 1) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    week: shelterAvailability(shelterId: $shelterId, days: 7) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n  }\n": types.HostAvailabilityDocument,
    "\n  query HostOverview($shelterId: ID!, $withPlaces: Boolean!) {\n    myShelter {\n      id\n      name\n    }\n    hostCounts {\n      pendingCount\n      arrivalsCount\n      departuresCount\n      currentGuestsCount\n    }\n    today: shelterAvailability(shelterId: $shelterId, days: 1) @include(if: $withPlaces) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    week: shelterAvailability(shelterId: $shelterId, days: 7) @include(if: $withPlaces) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    hostRequests {\n      id\n      status\n      bookingTime\n      startDate\n      endDate\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n      }\n    }\n    hostIncoming {\n      ...StayRow\n    }\n    hostOutgoing {\n      ...StayRow\n    }\n    hostCheckedIn {\n      ...StayRow\n    }\n  }\n": types.HostOverviewDocument,
    "\n  query HostRequestsSummary {\n    hostRequests {\n      id\n      status\n      bookingTime\n      startDate\n      endDate\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n      }\n    }\n  }\n": types.HostRequestsSummaryDocument,
    "\n  query HostIncoming {\n    hostIncoming {\n      ...StayRow\n    }\n  }\n": types.HostIncomingDocument,
    "\n  query HostOutgoing {\n    hostOutgoing {\n      ...StayRow\n    }\n  }\n": types.HostOutgoingDocument,
    "\n  query HostCheckedIn {\n    hostCheckedIn {\n      ...StayRow\n    }\n  }\n": types.HostCheckedInDocument,
    "\n  mutation CheckInBooking($id: ID!) {\n    checkInBooking(id: $id) {\n      ...StayRow\n    }\n  }\n": types.CheckInBookingDocument,
    "\n  mutation CheckOutBooking($id: ID!) {\n    checkOutBooking(id: $id) {\n      ...StayRow\n    }\n  }\n": types.CheckOutBookingDocument,
    "\n  mutation NoShowBooking($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...StayRow\n    }\n  }\n": types.NoShowBookingDocument,
    "\n  mutation ExtendBooking($id: ID!, $endDate: LocalDate!) {\n    extendBooking(id: $id, endDate: $endDate) {\n      ...StayRow\n    }\n  }\n": types.ExtendBookingDocument,
    "\n  query HostProducts {\n    myShelter {\n      id\n      name\n      products {\n        ...ProductRow\n      }\n    }\n  }\n": types.HostProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...ProductRow\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductRow\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation ArchiveProduct($id: ID!) {\n    archiveProduct(id: $id) {\n      id\n    }\n  }\n": types.ArchiveProductDocument,
    "\n  fragment StayRow on Booking {\n    id\n    status\n    startDate\n    endDate\n    allowedActions\n    guest {\n      id\n      firstName\n      lastName\n    }\n    product {\n      id\n      name\n    }\n  }\n": types.StayRowFragmentDoc,
    "\n  fragment ProductRow on Product {\n    id\n    name\n    description\n    totalPlaces\n    type\n    requirements\n    currentPrice {\n      ...RoomPriceFields\n    }\n  }\n": types.ProductRowFragmentDoc,
    "\n  fragment MyShelterProfile on Shelter {\n    id\n    name\n    image\n    ...ShelterProfileFields\n  }\n": types.MyShelterProfileFragmentDoc,
    "\n  query MyShelterProfile {\n    myShelter {\n      ...MyShelterProfile\n    }\n  }\n": types.MyShelterProfileDocument,
    "\n  mutation UpdateMyShelter($input: MyShelterInput!) {\n    updateMyShelter(input: $input) {\n      ...MyShelterProfile\n    }\n  }\n": types.UpdateMyShelterDocument,
    "\n  query OpenFeedSetting($shelterId: ID!) {\n    openFeed(shelterId: $shelterId)\n  }\n": types.OpenFeedSettingDocument,
    "\n  mutation SetOpenFeed($shelterId: ID!, $on: Boolean!) {\n    setOpenFeed(shelterId: $shelterId, on: $on)\n  }\n": types.SetOpenFeedDocument,
    "\n  fragment TonightGuest on Booking {\n    id\n    status\n    startDate\n    endDate\n    allowedActions\n    decision {\n      caseNumber\n      endDate\n    }\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n  }\n": types.TonightGuestFragmentDoc,
    "\n  query HostTonight {\n    hostTonight {\n      date\n      time\n      shelterName\n      checkInUntil\n      noShowOpen\n      rooms {\n        product {\n          id\n          name\n        }\n        capacity\n        freeBeds\n        checkedIn {\n          ...TonightGuest\n        }\n        expected {\n          ...TonightGuest\n        }\n        requests {\n          ...TonightGuest\n        }\n        noShows {\n          ...TonightGuest\n        }\n      }\n    }\n  }\n": types.HostTonightDocument,
    "\n  mutation TonightAssign($id: ID!) {\n    assignBooking(id: $id) {\n      ...TonightGuest\n    }\n  }\n": types.TonightAssignDocument,
    "\n  mutation TonightDecline($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...TonightGuest\n    }\n  }\n": types.TonightDeclineDocument,
    "\n  mutation TonightUndo($id: ID!) {\n    hostSetPending(id: $id) {\n      ...TonightGuest\n    }\n  }\n": types.TonightUndoDocument,
    "\n  fragment InvoiceLineFields on InvoiceLine {\n    id\n    lineNo\n    guestId\n    guestName\n    unokod\n    roomName\n    nights\n    unitPriceOre\n    vatRateBp\n    netOre\n    vatOre\n    grossOre\n    creditsLineId\n    creditedBy {\n      invoiceId\n      number\n    }\n    disputeReason\n    check {\n      reportNights\n      invoicedNights\n      difference\n      nightsNotInReport\n      nightsOutsideDecision\n      matches\n    }\n    caseNumber\n  }\n": types.InvoiceLineFieldsFragmentDoc,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    kind\n    number\n    displayNumber\n    shelter {\n      id\n      name\n    }\n    region {\n      id\n      name\n    }\n    month\n    periodStart\n    periodEnd\n    issueDate\n    dueDate\n    status\n    note\n    buyerReference\n    netOre\n    vatOre\n    grossOre\n    sentAt\n    sentByName\n    credits {\n      id\n      number\n      kind\n      issueDate\n    }\n    creditNotes {\n      id\n      number\n      kind\n      issueDate\n    }\n    lines {\n      ...InvoiceLineFields\n    }\n    allowedActions\n    events {\n      id\n      action\n      fromStatus\n      toStatus\n      lineId\n      text\n      actorName\n      actorGroup\n      at\n    }\n    downloads {\n      pdf\n      xml\n      csv\n    }\n    decisionNights {\n      decisionId\n      caseNumber\n      guestName\n      nights\n      lineNos\n      nightsOutsideDecision\n    }\n  }\n": types.InvoiceFieldsFragmentDoc,
    "\n  query InvoiceDrafts($month: String!) {\n    invoiceDrafts(month: $month) {\n      month\n      periodStart\n      periodEnd\n      region {\n        id\n        name\n      }\n      buyer {\n        regionId\n        name\n        organisationNumber\n        reference\n        complete\n      }\n      lines {\n        guestId\n        guestName\n        unokod\n        productId\n        roomName\n        nights\n        unitPriceOre\n        vatRateBp\n        netOre\n        vatOre\n        grossOre\n        caseNumber\n      }\n      netOre\n      vatOre\n      grossOre\n      problems\n      nightsWithoutDecision {\n        guestId\n        guestName\n        unokod\n        roomName\n        nights\n      }\n      version\n    }\n  }\n": types.InvoiceDraftsDocument,
    "\n  query Invoices($month: String, $shelterId: ID, $status: InvoiceStatus) {\n    invoices(month: $month, shelterId: $shelterId, status: $status) {\n      ...InvoiceFields\n    }\n  }\n": types.InvoicesDocument,
    "\n  query GuestInvoiceLines($guestId: ID!, $month: String!, $shelterId: ID) {\n    guestInvoiceLines(guestId: $guestId, month: $month, shelterId: $shelterId) {\n      invoice {\n        id\n        kind\n        number\n        status\n        issueDate\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n      line {\n        ...InvoiceLineFields\n      }\n    }\n  }\n": types.GuestInvoiceLinesDocument,
    "\n  mutation SendInvoice($input: SendInvoiceInput!) {\n    sendInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n": types.SendInvoiceDocument,
    "\n  mutation AttestInvoice($id: ID!, $comment: String) {\n    attestInvoice(id: $id, comment: $comment) {\n      ...InvoiceFields\n    }\n  }\n": types.AttestInvoiceDocument,
    "\n  mutation DisputeInvoice($id: ID!, $lines: [DisputeLineInput!]!) {\n    disputeInvoice(id: $id, lines: $lines) {\n      ...InvoiceFields\n    }\n  }\n": types.DisputeInvoiceDocument,
    "\n  mutation AnswerInvoiceDispute($id: ID!, $comment: String!) {\n    answerInvoiceDispute(id: $id, comment: $comment) {\n      ...InvoiceFields\n    }\n  }\n": types.AnswerInvoiceDisputeDocument,
    "\n  mutation CreditInvoice($input: CreditInvoiceInput!) {\n    creditInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n": types.CreditInvoiceDocument,
    "\n  mutation MarkInvoicePaid($id: ID!) {\n    markInvoicePaid(id: $id) {\n      ...InvoiceFields\n    }\n  }\n": types.MarkInvoicePaidDocument,
    "\n  query ShelterBilling {\n    shelterBilling {\n      shelterId\n      shelterName\n      organisationNumber\n      bankAccount\n      endpointId\n      contact\n      vatRegistered\n      fSkatt\n      invoicePrefix\n      complete\n      problems\n    }\n  }\n": types.ShelterBillingDocument,
    "\n  mutation UpdateShelterBilling($input: ShelterBillingInput!) {\n    updateShelterBilling(input: $input) {\n      shelterId\n      shelterName\n      organisationNumber\n      bankAccount\n      endpointId\n      contact\n      vatRegistered\n      fSkatt\n      invoicePrefix\n      complete\n      problems\n    }\n  }\n": types.UpdateShelterBillingDocument,
    "\n  fragment OccupancyFiguresFields on OccupancyFigures {\n    bedsOffered\n    womenOnlyBedsOffered\n    bedsUsed\n    womenOnlyBedsUsed\n    heldNotUsed\n    requests\n    turnedAway\n    turnedAwayFull\n    turnedAwayQueued\n    turnedAwayDeclined\n    guests\n  }\n": types.OccupancyFiguresFieldsFragmentDoc,
    "\n  fragment OccupancyNightFields on OccupancyNight {\n    night\n    bedsOffered\n    womenOnlyBedsOffered\n    bedsUsed\n    womenOnlyBedsUsed\n    heldNotUsed\n    requests\n    turnedAway\n    turnedAwayFull\n    turnedAwayQueued\n    turnedAwayDeclined\n    guests\n  }\n": types.OccupancyNightFieldsFragmentDoc,
    "\n  query OccupancyReport($period: OccupancyPeriod!, $date: LocalDate, $start: LocalDate, $end: LocalDate, $regionId: ID) {\n    occupancy(period: $period, date: $date, start: $start, end: $end, regionId: $regionId) {\n      period\n      start\n      end\n      previousStart\n      previousEnd\n      hasPrevious\n      totals {\n        ...OccupancyFiguresFields\n      }\n      previous {\n        ...OccupancyFiguresFields\n      }\n      nights {\n        ...OccupancyNightFields\n      }\n      regions {\n        region {\n          id\n          name\n        }\n        totals {\n          ...OccupancyFiguresFields\n        }\n        previous {\n          ...OccupancyFiguresFields\n        }\n      }\n      shelters {\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n        totals {\n          ...OccupancyFiguresFields\n        }\n        previous {\n          ...OccupancyFiguresFields\n        }\n      }\n    }\n  }\n": types.OccupancyReportDocument,
    "\n  query OccupancyShelterNights(\n    $period: OccupancyPeriod!\n    $date: LocalDate\n    $start: LocalDate\n    $end: LocalDate\n    $regionId: ID\n    $shelterId: ID!\n  ) {\n    occupancy(period: $period, date: $date, start: $start, end: $end, regionId: $regionId, shelterId: $shelterId) {\n      shelters {\n        shelter {\n          id\n        }\n        nights {\n          ...OccupancyNightFields\n        }\n      }\n    }\n  }\n": types.OccupancyShelterNightsDocument,
    "\n  fragment RequestRow on Booking {\n    id\n    status\n    bookingTime\n    startDate\n    endDate\n    message\n    allowedActions\n    guestBarredUntil\n    decision {\n      caseNumber\n      endDate\n    }\n    history {\n      id\n      action\n      fromStatus\n      toStatus\n      actorGroup\n      actorName\n      reason\n      at\n    }\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n      flag\n    }\n    product {\n      id\n      name\n      type\n      shelter {\n        id\n        name\n      }\n    }\n  }\n": types.RequestRowFragmentDoc,
    "\n  query HostRequests {\n    hostRequests {\n      ...RequestRow\n    }\n    hostQueue {\n      ...RequestRow\n    }\n  }\n": types.HostRequestsDocument,
    "\n  query CaseworkerRequests {\n    caseworkerRequests {\n      ...RequestRow\n    }\n  }\n": types.CaseworkerRequestsDocument,
    "\n  mutation AssignBooking($id: ID!) {\n    assignBooking(id: $id) {\n      ...RequestRow\n    }\n  }\n": types.AssignBookingDocument,
    "\n  mutation DeclineBooking($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...RequestRow\n    }\n  }\n": types.DeclineBookingDocument,
    "\n  mutation HostSetPending($id: ID!) {\n    hostSetPending(id: $id) {\n      ...RequestRow\n    }\n  }\n": types.HostSetPendingDocument,
    "\n  mutation AssignBookings($ids: [ID!]!) {\n    assignBookings(ids: $ids) {\n      bookingId\n      ok\n      code\n      message\n    }\n  }\n": types.AssignBookingsDocument,
    "\n  mutation RecommendBooking($id: ID!) {\n    recommendBooking(id: $id) {\n      ...RequestRow\n    }\n  }\n": types.RecommendBookingDocument,
    "\n  mutation AdviseAgainstBooking($id: ID!, $reason: String) {\n    adviseAgainstBooking(id: $id, reason: $reason) {\n      ...RequestRow\n    }\n  }\n": types.AdviseAgainstBookingDocument,
    "\n  mutation CaseworkerSetPending($id: ID!) {\n    caseworkerSetPending(id: $id) {\n      ...RequestRow\n    }\n  }\n": types.CaseworkerSetPendingDocument,
    "\n  mutation RecommendBookings($ids: [ID!]!) {\n    recommendBookings(ids: $ids) {\n      bookingId\n      ok\n      code\n      message\n    }\n  }\n": types.RecommendBookingsDocument,
    "\n  query VolunteerAvailability(\n    $start: LocalDate\n    $end: LocalDate\n    $regionId: ID\n    $hostId: ID\n    $search: String\n    $criteria: [ShelterCriterion!]\n    $limit: Int = 20\n  ) {\n    volunteerAvailabilityPage(\n      start: $start\n      end: $end\n      regionId: $regionId\n      hostId: $hostId\n      search: $search\n      criteria: $criteria\n      limit: $limit\n    ) {\n      total\n      hasMore\n      shelters {\n        host {\n          id\n          name\n          street\n          city\n          criteria\n          region {\n            id\n            name\n          }\n        }\n        products {\n          placesLeft\n          product {\n            id\n            name\n            description\n            type\n            totalPlaces\n          }\n          availability {\n            date\n            placesLeft\n          }\n        }\n      }\n    }\n  }\n": types.VolunteerAvailabilityDocument,
    "\n  query VolunteerHosts {\n    shelters {\n      id\n      name\n      region {\n        id\n        name\n      }\n    }\n  }\n": types.VolunteerHostsDocument,
    "\n  mutation VolunteerCreateGuest($input: CreateGuestInput!) {\n    createGuest(input: $input) {\n      id\n      firstName\n      lastName\n      uno\n    }\n  }\n": types.VolunteerCreateGuestDocument,
    "\n  query VolunteerSearchGuests($firstName: String, $lastName: String, $uno: String) {\n    searchGuests(firstName: $firstName, lastName: $lastName, uno: $uno, partial: true) {\n      id\n      firstName\n      lastName\n      uno\n    }\n  }\n": types.VolunteerSearchGuestsDocument,
    "\n  mutation VolunteerRequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      id\n      status\n      guestNotice\n    }\n  }\n": types.VolunteerRequestBookingDocument,
    "\n  mutation VolunteerConfirmBooking($id: ID!) {\n    volunteerConfirmBooking(id: $id) {\n      id\n      status\n      allowedActions\n      guestNotice\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInFrom\n          checkInUntil\n        }\n      }\n    }\n  }\n": types.VolunteerConfirmBookingDocument,
    "\n  query VolunteerGuestStays($guestId: ID!) {\n    volunteerGuestStays(guestId: $guestId) {\n      id\n      status\n      startDate\n      endDate\n      shelterName\n      roomName\n    }\n  }\n": types.VolunteerGuestStaysDocument,
    "\n  query VolunteerBookings {\n    volunteerBookings {\n      id\n      status\n      startDate\n      endDate\n      bookingTime\n      guest {\n        id\n        firstName\n        lastName\n        unokod\n      }\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      allowedActions\n    }\n  }\n": types.VolunteerBookingsDocument,
    "\n  mutation VolunteerCancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n": types.VolunteerCancelBookingDocument,
    "\n  mutation VolunteerIssueStartCode($guestId: ID!) {\n    issueStartCode(guestId: $guestId) {\n      code\n      uno\n      expiresAt\n    }\n  }\n": types.VolunteerIssueStartCodeDocument,
    "\n  fragment BookingEnums on Booking {\n    status\n    allowedActions\n    product {\n      type\n    }\n  }\n": types.BookingEnumsFragmentDoc,
    "\n  fragment CatalogueEnums on Catalogue {\n    errorCodes\n  }\n": types.CatalogueEnumsFragmentDoc,
    "\n  query UnreadNotifications {\n    notifications(limit: 0) {\n      unreadCount\n    }\n  }\n": types.UnreadNotificationsDocument,
    "\n  fragment RoomPriceFields on ProductPrice {\n    id\n    validFrom\n    priceOre\n    vatRateBp\n  }\n": types.RoomPriceFieldsFragmentDoc,
    "\n  query RoomPrices($productId: ID!) {\n    productPrices(productId: $productId) {\n      ...RoomPriceFields\n    }\n  }\n": types.RoomPricesDocument,
    "\n  mutation SetRoomPrice($input: SetProductPriceInput!) {\n    setProductPrice(input: $input) {\n      ...RoomPriceFields\n    }\n  }\n": types.SetRoomPriceDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      firstName\n      lastName\n      usergroups\n      mustChangePassword\n      gender\n      language\n      host {\n        id\n        name\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      username\n      firstName\n      lastName\n      usergroups\n      gender\n      language\n      host {\n        id\n        name\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment ShelterProfileFields on ShelterProfile {\n    street\n    postcode\n    city\n    phone\n    checkInFrom\n    checkInUntil\n    houseRules\n    houseRulesTranslations {\n      language\n      text\n    }\n    criteria\n    latitude\n    longitude\n    releaseNoShows\n  }\n": types.ShelterProfileFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfig {\n    appConfig {\n      chatScripts\n    }\n  }\n"): (typeof documents)["\n  query AppConfig {\n    appConfig {\n      chatScripts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        action\n        fromStatus\n        toStatus\n        actorGroup\n        reason\n        at\n        unread\n        booking {\n          id\n          startDate\n          endDate\n          guest {\n            id\n            firstName\n            lastName\n          }\n          product {\n            id\n            name\n            shelter {\n              id\n              name\n            }\n          }\n        }\n      }\n      decisionNotices {\n        id\n        decisionId\n        caseNumber\n        endDate\n        guest {\n          id\n          firstName\n          lastName\n        }\n        at\n        unread\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        action\n        fromStatus\n        toStatus\n        actorGroup\n        reason\n        at\n        unread\n        booking {\n          id\n          startDate\n          endDate\n          guest {\n            id\n            firstName\n            lastName\n          }\n          product {\n            id\n            name\n            shelter {\n              id\n              name\n            }\n          }\n        }\n      }\n      decisionNotices {\n        id\n        decisionId\n        caseNumber\n        endDate\n        guest {\n          id\n          firstName\n          lastName\n        }\n        at\n        unread\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead {\n    markNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyName($firstName: String!, $lastName: String!) {\n    updateMyName(firstName: $firstName, lastName: $lastName) {\n      id\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyName($firstName: String!, $lastName: String!) {\n    updateMyName(firstName: $firstName, lastName: $lastName) {\n      id\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMyEmail($email: String!, $currentPassword: String!) {\n    changeMyEmail(email: $email, currentPassword: $currentPassword) {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMyEmail($email: String!, $currentPassword: String!) {\n    changeMyEmail(email: $email, currentPassword: $currentPassword) {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      startDate\n      endDate\n      declineReason\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        toStatus\n        actorGroup\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      startDate\n      endDate\n      declineReason\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        toStatus\n        actorGroup\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPhone {\n    myPhone\n    loginOptions {\n      sms\n    }\n  }\n"): (typeof documents)["\n  query MyPhone {\n    myPhone\n    loginOptions {\n      sms\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMyPhoneChange($phone: String!) {\n    requestMyPhoneChange(phone: $phone)\n  }\n"): (typeof documents)["\n  mutation RequestMyPhoneChange($phone: String!) {\n    requestMyPhoneChange(phone: $phone)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmMyPhone($code: String!) {\n    confirmMyPhone(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmMyPhone($code: String!) {\n    confirmMyPhone(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotificationSettings {\n    myNotificationSettings {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n"): (typeof documents)["\n  query MyNotificationSettings {\n    myNotificationSettings {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyContactPreference($preference: ContactPreference!) {\n    setMyContactPreference(preference: $preference) {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyContactPreference($preference: ContactPreference!) {\n    setMyContactPreference(preference: $preference) {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyRequestDigest($enabled: Boolean!) {\n    setMyRequestDigest(enabled: $enabled) {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyRequestDigest($enabled: Boolean!) {\n    setMyRequestDigest(enabled: $enabled) {\n      contactPreference\n      hasEmail\n      hasPhone\n      requestDigest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityFields on Activity {\n    id\n    title\n    description\n    date\n    startTime\n    endTime\n    volunteersNeeded\n    signedUp\n    placesLeft\n    status\n    signedUpByMe\n    shelter {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ActivityFields on Activity {\n    id\n    title\n    description\n    date\n    startTime\n    endTime\n    volunteersNeeded\n    signedUp\n    placesLeft\n    status\n    signedUpByMe\n    shelter {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VolunteerTaskFields on VolunteerTask {\n    id\n    title\n    description\n    status\n    volunteer {\n      id\n      firstName\n      lastName\n    }\n    activity {\n      id\n      title\n      date\n    }\n  }\n"): (typeof documents)["\n  fragment VolunteerTaskFields on VolunteerTask {\n    id\n    title\n    description\n    status\n    volunteer {\n      id\n      firstName\n      lastName\n    }\n    activity {\n      id\n      title\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VolunteerActivities {\n    activities {\n      ...ActivityFields\n    }\n    myActivities {\n      ...ActivityFields\n    }\n    myVolunteerTasks {\n      ...VolunteerTaskFields\n    }\n  }\n"): (typeof documents)["\n  query VolunteerActivities {\n    activities {\n      ...ActivityFields\n    }\n    myActivities {\n      ...ActivityFields\n    }\n    myVolunteerTasks {\n      ...VolunteerTaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeptActivities {\n    activities {\n      ...ActivityFields\n      signups {\n        id\n        phone\n        volunteer {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query KeptActivities {\n    activities {\n      ...ActivityFields\n      signups {\n        id\n        phone\n        volunteer {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityAdminData {\n    adminShelters {\n      id\n      name\n    }\n    activityVolunteers {\n      id\n      firstName\n      lastName\n    }\n    volunteerTasks {\n      ...VolunteerTaskFields\n    }\n  }\n"): (typeof documents)["\n  query ActivityAdminData {\n    adminShelters {\n      id\n      name\n    }\n    activityVolunteers {\n      id\n      firstName\n      lastName\n    }\n    volunteerTasks {\n      ...VolunteerTaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpForActivity($id: ID!, $phone: String) {\n    signUpForActivity(id: $id, phone: $phone) {\n      ...ActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpForActivity($id: ID!, $phone: String) {\n    signUpForActivity(id: $id, phone: $phone) {\n      ...ActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelActivitySignup($id: ID!) {\n    cancelActivitySignup(id: $id) {\n      ...ActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelActivitySignup($id: ID!) {\n    cancelActivitySignup(id: $id) {\n      ...ActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateActivity($input: ActivityInput!) {\n    createActivity(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateActivity($input: ActivityInput!) {\n    createActivity(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateActivity($id: ID!, $input: ActivityInput!) {\n    updateActivity(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateActivity($id: ID!, $input: ActivityInput!) {\n    updateActivity(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelActivity($id: ID!) {\n    cancelActivity(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelActivity($id: ID!) {\n    cancelActivity(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyVolunteerTaskStatus($id: ID!, $status: VolunteerTaskStatus!) {\n    setMyVolunteerTaskStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyVolunteerTaskStatus($id: ID!, $status: VolunteerTaskStatus!) {\n    setMyVolunteerTaskStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignVolunteerTask($input: VolunteerTaskInput!) {\n    assignVolunteerTask(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AssignVolunteerTask($input: VolunteerTaskInput!) {\n    assignVolunteerTask(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVolunteerTask($id: ID!, $input: VolunteerTaskInput!) {\n    updateVolunteerTask(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVolunteerTask($id: ID!, $input: VolunteerTaskInput!) {\n    updateVolunteerTask(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountRow on Account {\n    id\n    email\n    firstName\n    lastName\n    groups\n    mustChangePassword\n    active\n    invitationPending\n    shelter {\n      id\n      name\n    }\n    assignedShelters {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AccountRow on Account {\n    id\n    email\n    firstName\n    lastName\n    groups\n    mustChangePassword\n    active\n    invitationPending\n    shelter {\n      id\n      name\n    }\n    assignedShelters {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminGuestRow on GuestRecord {\n    id\n    firstName\n    lastName\n    gender\n    street\n    postcode\n    city\n    country\n    phone\n    email\n    unokod\n    dayOfBirth\n    personnrLastnr\n    requirements\n    flag\n    region {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AdminGuestRow on GuestRecord {\n    id\n    firstName\n    lastName\n    gender\n    street\n    postcode\n    city\n    country\n    phone\n    email\n    unokod\n    dayOfBirth\n    personnrLastnr\n    requirements\n    flag\n    region {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegionBillingRow on RegionBilling {\n    regionId\n    regionName\n    name\n    organisationNumber\n    street\n    postcode\n    city\n    reference\n    endpointId\n    contact\n    fullNames\n    complete\n    problems\n  }\n"): (typeof documents)["\n  fragment RegionBillingRow on RegionBilling {\n    regionId\n    regionName\n    name\n    organisationNumber\n    street\n    postcode\n    city\n    reference\n    endpointId\n    contact\n    fullNames\n    complete\n    problems\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegionBillings {\n    regionBillings {\n      ...RegionBillingRow\n    }\n  }\n"): (typeof documents)["\n  query RegionBillings {\n    regionBillings {\n      ...RegionBillingRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRegionBilling($input: RegionBillingInput!) {\n    updateRegionBilling(input: $input) {\n      ...RegionBillingRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRegionBilling($input: RegionBillingInput!) {\n    updateRegionBilling(input: $input) {\n      ...RegionBillingRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminShelterBilling on ShelterBilling {\n    shelterId\n    shelterName\n    organisationNumber\n    bankAccount\n    endpointId\n    contact\n    vatRegistered\n    fSkatt\n    invoicePrefix\n    complete\n    problems\n  }\n"): (typeof documents)["\n  fragment AdminShelterBilling on ShelterBilling {\n    shelterId\n    shelterName\n    organisationNumber\n    bankAccount\n    endpointId\n    contact\n    vatRegistered\n    fSkatt\n    invoicePrefix\n    complete\n    problems\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShelterBilling($shelterId: ID!) {\n    shelterBilling(shelterId: $shelterId) {\n      ...AdminShelterBilling\n    }\n  }\n"): (typeof documents)["\n  query AdminShelterBilling($shelterId: ID!) {\n    shelterBilling(shelterId: $shelterId) {\n      ...AdminShelterBilling\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateShelterBilling($input: ShelterBillingInput!) {\n    updateShelterBilling(input: $input) {\n      ...AdminShelterBilling\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateShelterBilling($input: ShelterBillingInput!) {\n    updateShelterBilling(input: $input) {\n      ...AdminShelterBilling\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductRow on Product {\n    id\n    name\n    description\n    totalPlaces\n    type\n    requirements\n    currentPrice {\n      ...RoomPriceFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductRow on Product {\n    id\n    name\n    description\n    totalPlaces\n    type\n    requirements\n    currentPrice {\n      ...RoomPriceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminShelterRow on AdminShelter {\n    id\n    name\n    image\n    ...ShelterProfileFields\n    archived\n    region {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AdminShelterRow on AdminShelter {\n    id\n    name\n    image\n    ...ShelterProfileFields\n    archived\n    region {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShelters($search: String) {\n    adminShelters(search: $search) {\n      ...AdminShelterRow\n    }\n    adminRegions {\n      id\n      name\n      archived\n    }\n  }\n"): (typeof documents)["\n  query AdminShelters($search: String) {\n    adminShelters(search: $search) {\n      ...AdminShelterRow\n    }\n    adminRegions {\n      id\n      name\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRegion($name: String!) {\n    createRegion(name: $name) {\n      id\n      name\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRegion($name: String!) {\n    createRegion(name: $name) {\n      id\n      name\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShelter($input: ShelterInput!) {\n    createShelter(input: $input) {\n      ...AdminShelterRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShelter($input: ShelterInput!) {\n    createShelter(input: $input) {\n      ...AdminShelterRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShelter($id: ID!, $input: ShelterInput!) {\n    updateShelter(id: $id, input: $input) {\n      ...AdminShelterRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShelter($id: ID!, $input: ShelterInput!) {\n    updateShelter(id: $id, input: $input) {\n      ...AdminShelterRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveShelter($id: ID!) {\n    archiveShelter(id: $id) {\n      id\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveShelter($id: ID!) {\n    archiveShelter(id: $id) {\n      id\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShelterProducts($shelterId: ID!) {\n    adminShelterProducts(shelterId: $shelterId) {\n      ...AdminProductRow\n    }\n  }\n"): (typeof documents)["\n  query AdminShelterProducts($shelterId: ID!) {\n    adminShelterProducts(shelterId: $shelterId) {\n      ...AdminProductRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateProduct($shelterId: ID!, $input: ProductInput!) {\n    adminCreateProduct(shelterId: $shelterId, input: $input) {\n      ...AdminProductRow\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateProduct($shelterId: ID!, $input: ProductInput!) {\n    adminCreateProduct(shelterId: $shelterId, input: $input) {\n      ...AdminProductRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!) {\n    adminUpdateProduct(id: $id, input: $input) {\n      ...AdminProductRow\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!) {\n    adminUpdateProduct(id: $id, input: $input) {\n      ...AdminProductRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminArchiveProduct($id: ID!) {\n    adminArchiveProduct(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminArchiveProduct($id: ID!) {\n    adminArchiveProduct(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccounts($search: String) {\n    adminAccounts(search: $search) {\n      ...AccountRow\n    }\n    adminShelters {\n      id\n      name\n      archived\n    }\n    adminInvitesByMail\n  }\n"): (typeof documents)["\n  query AdminAccounts($search: String) {\n    adminAccounts(search: $search) {\n      ...AccountRow\n    }\n    adminShelters {\n      id\n      name\n      archived\n    }\n    adminInvitesByMail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccount($input: AccountInput!, $initialPassword: String) {\n    createAccount(input: $input, initialPassword: $initialPassword) {\n      ...AccountRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccount($input: AccountInput!, $initialPassword: String) {\n    createAccount(input: $input, initialPassword: $initialPassword) {\n      ...AccountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateAccount($id: ID!) {\n    deactivateAccount(id: $id) {\n      ...AccountRow\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateAccount($id: ID!) {\n    deactivateAccount(id: $id) {\n      ...AccountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendInvitation($id: ID!) {\n    sendInvitation(id: $id) {\n      ...AccountRow\n    }\n  }\n"): (typeof documents)["\n  mutation SendInvitation($id: ID!) {\n    sendInvitation(id: $id) {\n      ...AccountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateAccount($id: ID!) {\n    reactivateAccount(id: $id) {\n      ...AccountRow\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateAccount($id: ID!) {\n    reactivateAccount(id: $id) {\n      ...AccountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccount($id: ID!, $input: AccountInput!) {\n    updateAccount(id: $id, input: $input) {\n      ...AccountRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccount($id: ID!, $input: AccountInput!) {\n    updateAccount(id: $id, input: $input) {\n      ...AccountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetAccountPassword($id: ID!, $password: String!) {\n    resetAccountPassword(id: $id, password: $password) {\n      ...AccountRow\n    }\n  }\n"): (typeof documents)["\n  mutation ResetAccountPassword($id: ID!, $password: String!) {\n    resetAccountPassword(id: $id, password: $password) {\n      ...AccountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignCaseworker($userId: ID!, $shelterId: ID!) {\n    assignCaseworker(userId: $userId, shelterId: $shelterId) {\n      ...AccountRow\n    }\n  }\n"): (typeof documents)["\n  mutation AssignCaseworker($userId: ID!, $shelterId: ID!) {\n    assignCaseworker(userId: $userId, shelterId: $shelterId) {\n      ...AccountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignCaseworker($userId: ID!, $shelterId: ID!) {\n    unassignCaseworker(userId: $userId, shelterId: $shelterId) {\n      ...AccountRow\n    }\n  }\n"): (typeof documents)["\n  mutation UnassignCaseworker($userId: ID!, $shelterId: ID!) {\n    unassignCaseworker(userId: $userId, shelterId: $shelterId) {\n      ...AccountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGuests($search: String) {\n    adminGuests(search: $search) {\n      ...AdminGuestRow\n    }\n    adminRegions {\n      id\n      name\n      archived\n    }\n  }\n"): (typeof documents)["\n  query AdminGuests($search: String) {\n    adminGuests(search: $search) {\n      ...AdminGuestRow\n    }\n    adminRegions {\n      id\n      name\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateGuest($id: ID!, $input: GuestRecordInput!) {\n    adminUpdateGuest(id: $id, input: $input) {\n      ...AdminGuestRow\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateGuest($id: ID!, $input: GuestRecordInput!) {\n    adminUpdateGuest(id: $id, input: $input) {\n      ...AdminGuestRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeGuests($keepId: ID!, $mergeId: ID!) {\n    mergeGuests(keepId: $keepId, mergeId: $mergeId) {\n      ...AdminGuestRow\n    }\n  }\n"): (typeof documents)["\n  mutation MergeGuests($keepId: ID!, $mergeId: ID!) {\n    mergeGuests(keepId: $keepId, mergeId: $mergeId) {\n      ...AdminGuestRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxMessages($page: Int!, $status: OutboxStatus) {\n    outboxMessages(page: $page, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        template\n        channel\n        status\n        attempts\n        nextAttemptAt\n        sentAt\n        lastError\n        address\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutboxMessages($page: Int!, $status: OutboxStatus) {\n    outboxMessages(page: $page, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        template\n        channel\n        status\n        attempts\n        nextAttemptAt\n        sentAt\n        lastError\n        address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseworkerAvailability {\n    caseworkerAvailability {\n      placesLeft\n      product {\n        id\n        name\n        description\n        totalPlaces\n      }\n      shelter {\n        id\n        name\n        street\n        city\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseworkerAvailability {\n    caseworkerAvailability {\n      placesLeft\n      product {\n        id\n        name\n        description\n        totalPlaces\n      }\n      shelter {\n        id\n        name\n        street\n        city\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseworkerGuests($search: String, $offset: Int!, $limit: Int!) {\n    caseworkerGuestPage(search: $search, offset: $offset, limit: $limit) {\n      total\n      totalExact\n      offset\n      items {\n        id\n        firstName\n        lastName\n        uno\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseworkerGuests($search: String, $offset: Int!, $limit: Int!) {\n    caseworkerGuestPage(search: $search, offset: $offset, limit: $limit) {\n      total\n      totalExact\n      offset\n      items {\n        id\n        firstName\n        lastName\n        uno\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseworkerGuestDetail($id: ID!) {\n    caseworkerGuest(id: $id) {\n      id\n      firstName\n      lastName\n      gender\n      street\n      postcode\n      city\n      country\n      phone\n      email\n      unokod\n      dayOfBirth\n      personnrLastnr\n      requirements\n      lastEdit\n      flag\n      region {\n        id\n        name\n      }\n      bars {\n        id\n        until\n        reason\n        shelter {\n          id\n          name\n        }\n      }\n    }\n    caseworkerGuestBookings(guestId: $id) {\n      id\n      status\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        action\n        fromStatus\n        toStatus\n        actorGroup\n        actorName\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseworkerGuestDetail($id: ID!) {\n    caseworkerGuest(id: $id) {\n      id\n      firstName\n      lastName\n      gender\n      street\n      postcode\n      city\n      country\n      phone\n      email\n      unokod\n      dayOfBirth\n      personnrLastnr\n      requirements\n      lastEdit\n      flag\n      region {\n        id\n        name\n      }\n      bars {\n        id\n        until\n        reason\n        shelter {\n          id\n          name\n        }\n      }\n    }\n    caseworkerGuestBookings(guestId: $id) {\n      id\n      status\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        action\n        fromStatus\n        toStatus\n        actorGroup\n        actorName\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseworkerGuestNights($start: LocalDate!, $end: LocalDate!, $guestId: ID!) {\n    nightsReport(start: $start, end: $end, guestId: $guestId) {\n      start\n      end\n      totalNights\n      rows {\n        nights\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseworkerGuestNights($start: LocalDate!, $end: LocalDate!, $guestId: ID!) {\n    nightsReport(start: $start, end: $end, guestId: $guestId) {\n      start\n      end\n      totalNights\n      rows {\n        nights\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseworkerReportGuests {\n    reportGuests {\n      id\n      firstName\n      lastName\n      unokod\n    }\n  }\n"): (typeof documents)["\n  query CaseworkerReportGuests {\n    reportGuests {\n      id\n      firstName\n      lastName\n      unokod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseworkerNightsReport($start: LocalDate!, $end: LocalDate!) {\n    nightsReport(start: $start, end: $end) {\n      start\n      end\n      totalNights\n      rows {\n        guestId\n        firstName\n        lastName\n        unokod\n        nights\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseworkerNightsReport($start: LocalDate!, $end: LocalDate!) {\n    nightsReport(start: $start, end: $end) {\n      start\n      end\n      totalNights\n      rows {\n        guestId\n        firstName\n        lastName\n        unokod\n        nights\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DecisionFields on Decision {\n    id\n    caseNumber\n    startDate\n    endDate\n    maxNights\n    nightsUsed\n    anyShelter\n    shelters {\n      id\n      name\n    }\n    note\n    status\n    createdAt\n    createdByName\n    endedAt\n    history {\n      action\n      at\n      actorName\n      endDate\n      maxNights\n    }\n  }\n"): (typeof documents)["\n  fragment DecisionFields on Decision {\n    id\n    caseNumber\n    startDate\n    endDate\n    maxNights\n    nightsUsed\n    anyShelter\n    shelters {\n      id\n      name\n    }\n    note\n    status\n    createdAt\n    createdByName\n    endedAt\n    history {\n      action\n      at\n      actorName\n      endDate\n      maxNights\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestDecisions($guestId: ID!) {\n    caseworkerGuest(id: $guestId) {\n      id\n      firstName\n      lastName\n    }\n    guestDecisions(guestId: $guestId) {\n      ...DecisionFields\n    }\n    caseworkerAvailability {\n      shelter {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuestDecisions($guestId: ID!) {\n    caseworkerGuest(id: $guestId) {\n      id\n      firstName\n      lastName\n    }\n    guestDecisions(guestId: $guestId) {\n      ...DecisionFields\n    }\n    caseworkerAvailability {\n      shelter {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordDecision($input: RecordDecisionInput!) {\n    recordDecision(input: $input) {\n      ...DecisionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordDecision($input: RecordDecisionInput!) {\n    recordDecision(input: $input) {\n      ...DecisionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeDecision($id: ID!, $input: ChangeDecisionInput!) {\n    changeDecision(id: $id, input: $input) {\n      ...DecisionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeDecision($id: ID!, $input: ChangeDecisionInput!) {\n    changeDecision(id: $id, input: $input) {\n      ...DecisionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndDecision($id: ID!) {\n    endDecision(id: $id) {\n      ...DecisionFields\n    }\n  }\n"): (typeof documents)["\n  mutation EndDecision($id: ID!) {\n    endDecision(id: $id) {\n      ...DecisionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DecisionReportRowFields on DecisionReportRow {\n    id\n    caseNumber\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n    startDate\n    endDate\n    maxNights\n    nightsUsed\n    nightsBooked\n    nightsLeft\n    status\n    daysLeft\n  }\n"): (typeof documents)["\n  fragment DecisionReportRowFields on DecisionReportRow {\n    id\n    caseNumber\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n    startDate\n    endDate\n    maxNights\n    nightsUsed\n    nightsBooked\n    nightsLeft\n    status\n    daysLeft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecisionsEndingSoon($days: Int) {\n    decisionsEndingSoon(days: $days) {\n      today\n      days\n      rows {\n        ...DecisionReportRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DecisionsEndingSoon($days: Int) {\n    decisionsEndingSoon(days: $days) {\n      today\n      days\n      rows {\n        ...DecisionReportRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecisionNightsReport($start: LocalDate!, $end: LocalDate!) {\n    decisionNightsReport(start: $start, end: $end) {\n      start\n      end\n      rows {\n        ...DecisionReportRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DecisionNightsReport($start: LocalDate!, $end: LocalDate!) {\n    decisionNightsReport(start: $start, end: $end) {\n      start\n      end\n      rows {\n        ...DecisionReportRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompassResourceFields on CompassResource {\n    id\n    name\n    kind\n    audiences\n    street\n    postcode\n    city\n    mapUrl\n    phone\n    description\n    descriptionTranslations {\n      language\n      text\n    }\n    weeklyHours {\n      weekday\n      opens\n      closes\n    }\n    exceptions {\n      date\n      closed\n      hours {\n        opens\n        closes\n      }\n    }\n    status {\n      openNow\n      closesAt\n      opensNextDate\n      opensNextTime\n      todayHours {\n        opens\n        closes\n      }\n    }\n    distanceKm\n    latitude\n    longitude\n    mayEdit\n    region {\n      id\n      name\n    }\n    shelter {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CompassResourceFields on CompassResource {\n    id\n    name\n    kind\n    audiences\n    street\n    postcode\n    city\n    mapUrl\n    phone\n    description\n    descriptionTranslations {\n      language\n      text\n    }\n    weeklyHours {\n      weekday\n      opens\n      closes\n    }\n    exceptions {\n      date\n      closed\n      hours {\n        opens\n        closes\n      }\n    }\n    status {\n      openNow\n      closesAt\n      opensNextDate\n      opensNextTime\n      todayHours {\n        opens\n        closes\n      }\n    }\n    distanceKm\n    latitude\n    longitude\n    mayEdit\n    region {\n      id\n      name\n    }\n    shelter {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompassResources($kind: ResourceKind, $openNow: Boolean, $near: PositionInput) {\n    compassResources(kind: $kind, openNow: $openNow, near: $near) {\n      ...CompassResourceFields\n    }\n  }\n"): (typeof documents)["\n  query CompassResources($kind: ResourceKind, $openNow: Boolean, $near: PositionInput) {\n    compassResources(kind: $kind, openNow: $openNow, near: $near) {\n      ...CompassResourceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeptCompassResources {\n    keptCompassResources {\n      ...CompassResourceFields\n    }\n  }\n"): (typeof documents)["\n  query KeptCompassResources {\n    keptCompassResources {\n      ...CompassResourceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompassRegions {\n    adminRegions {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CompassRegions {\n    adminRegions {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompassResource($input: CompassResourceInput!) {\n    createCompassResource(input: $input) {\n      ...CompassResourceFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompassResource($input: CompassResourceInput!) {\n    createCompassResource(input: $input) {\n      ...CompassResourceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompassResource($id: ID!, $input: CompassResourceInput!) {\n    updateCompassResource(id: $id, input: $input) {\n      ...CompassResourceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompassResource($id: ID!, $input: CompassResourceInput!) {\n    updateCompassResource(id: $id, input: $input) {\n      ...CompassResourceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompassResource($id: ID!) {\n    deleteCompassResource(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCompassResource($id: ID!) {\n    deleteCompassResource(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestShelters($search: String, $limit: Int = 20) {\n    shelterPage(search: $search, limit: $limit) {\n      total\n      hasMore\n      shelters {\n        id\n        name\n        street\n        postcode\n        city\n        image\n        placesFreeTonight\n        criteria\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuestShelters($search: String, $limit: Int = 20) {\n    shelterPage(search: $search, limit: $limit) {\n      total\n      hasMore\n      shelters {\n        id\n        name\n        street\n        postcode\n        city\n        image\n        placesFreeTonight\n        criteria\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestRoomPlaces($shelterId: ID!, $from: LocalDate, $days: Int!) {\n    shelterAvailability(shelterId: $shelterId, from: $from, days: $days) {\n      product {\n        id\n        name\n        type\n      }\n      nights {\n        date\n        placesLeft\n      }\n      queued\n    }\n  }\n"): (typeof documents)["\n  query GuestRoomPlaces($shelterId: ID!, $from: LocalDate, $days: Int!) {\n    shelterAvailability(shelterId: $shelterId, from: $from, days: $days) {\n      product {\n        id\n        name\n        type\n      }\n      nights {\n        date\n        placesLeft\n      }\n      queued\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SheltersWithPlace($start: LocalDate!, $end: LocalDate!, $near: ID, $limit: Int) {\n    sheltersWithPlace(start: $start, end: $end, near: $near, limit: $limit) {\n      shelter {\n        id\n        name\n        street\n        postcode\n        city\n      }\n      product {\n        id\n        name\n      }\n      placesLeft\n    }\n  }\n"): (typeof documents)["\n  query SheltersWithPlace($start: LocalDate!, $end: LocalDate!, $near: ID, $limit: Int) {\n    sheltersWithPlace(start: $start, end: $end, near: $near, limit: $limit) {\n      shelter {\n        id\n        name\n        street\n        postcode\n        city\n      }\n      product {\n        id\n        name\n      }\n      placesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShelterDetails($id: ID!) {\n    shelter(id: $id) {\n      id\n      name\n      street\n      postcode\n      city\n      phone\n      checkInFrom\n      checkInUntil\n      houseRules\n      houseRulesTranslations {\n        language\n        text\n      }\n      criteria\n      latitude\n      longitude\n      products {\n        id\n        name\n        description\n        type\n        totalPlaces\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShelterDetails($id: ID!) {\n    shelter(id: $id) {\n      id\n      name\n      street\n      postcode\n      city\n      phone\n      checkInFrom\n      checkInUntil\n      houseRules\n      houseRulesTranslations {\n        language\n        text\n      }\n      criteria\n      latitude\n      longitude\n      products {\n        id\n        name\n        description\n        type\n        totalPlaces\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      id\n      status\n      startDate\n      endDate\n      queuePosition\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInUntil\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      id\n      status\n      startDate\n      endDate\n      queuePosition\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInUntil\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestAnswerChannel {\n    myNotificationSettings {\n      contactPreference\n      hasEmail\n      hasPhone\n    }\n  }\n"): (typeof documents)["\n  query GuestAnswerChannel {\n    myNotificationSettings {\n      contactPreference\n      hasEmail\n      hasPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings {\n    myBookings {\n      id\n      status\n      startDate\n      endDate\n      message\n      declineReason\n      allowedActions\n      queuePosition\n      product {\n        id\n        name\n        type\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInFrom\n          checkInUntil\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBookings {\n    myBookings {\n      id\n      status\n      startDate\n      endDate\n      message\n      declineReason\n      allowedActions\n      queuePosition\n      product {\n        id\n        name\n        type\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInFrom\n          checkInUntil\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookingHistory {\n    myBookings {\n      id\n      status\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        action\n        toStatus\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBookingHistory {\n    myBookings {\n      id\n      status\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      history {\n        id\n        action\n        toStatus\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBooking($id: ID!) {\n    confirmBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmBooking($id: ID!) {\n    confirmBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDecisions {\n    myDecisions {\n      id\n      endDate\n    }\n  }\n"): (typeof documents)["\n  query MyDecisions {\n    myDecisions {\n      id\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostCalendar($from: LocalDate, $days: Int!) {\n    hostCalendar(from: $from, days: $days) {\n      from\n      days\n      nights\n      rooms {\n        product {\n          id\n          name\n        }\n        nights {\n          date\n          capacity\n          freeBeds\n          bookings {\n            id\n            status\n            startDate\n            endDate\n            guest {\n              id\n              firstName\n              lastName\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostCalendar($from: LocalDate, $days: Int!) {\n    hostCalendar(from: $from, days: $days) {\n      from\n      days\n      nights\n      rooms {\n        product {\n          id\n          name\n        }\n        nights {\n          date\n          capacity\n          freeBeds\n          bookings {\n            id\n            status\n            startDate\n            endDate\n            guest {\n              id\n              firstName\n              lastName\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarBooking($id: ID!) {\n    booking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n"): (typeof documents)["\n  query CalendarBooking($id: ID!) {\n    booking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarBookingDetails on Booking {\n    id\n    status\n    startDate\n    endDate\n    bookingTime\n    message\n    declineReason\n    allowedActions\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n    product {\n      id\n      name\n    }\n    history {\n      id\n      action\n      toStatus\n      actorName\n      reason\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarBookingDetails on Booking {\n    id\n    status\n    startDate\n    endDate\n    bookingTime\n    message\n    declineReason\n    allowedActions\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n    product {\n      id\n      name\n    }\n    history {\n      id\n      action\n      toStatus\n      actorName\n      reason\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CalendarAssign($id: ID!) {\n    assignBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n"): (typeof documents)["\n  mutation CalendarAssign($id: ID!) {\n    assignBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CalendarDecline($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...CalendarBookingDetails\n    }\n  }\n"): (typeof documents)["\n  mutation CalendarDecline($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...CalendarBookingDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CalendarCheckIn($id: ID!) {\n    checkInBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n"): (typeof documents)["\n  mutation CalendarCheckIn($id: ID!) {\n    checkInBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CalendarCheckOut($id: ID!) {\n    checkOutBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n"): (typeof documents)["\n  mutation CalendarCheckOut($id: ID!) {\n    checkOutBooking(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CalendarUndo($id: ID!) {\n    hostSetPending(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n"): (typeof documents)["\n  mutation CalendarUndo($id: ID!) {\n    hostSetPending(id: $id) {\n      ...CalendarBookingDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HostGuestBarRow on GuestBar {\n    id\n    guest {\n      id\n    }\n    until\n    reason\n    createdAt\n    liftedAt\n  }\n"): (typeof documents)["\n  fragment HostGuestBarRow on GuestBar {\n    id\n    guest {\n      id\n    }\n    until\n    reason\n    createdAt\n    liftedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostGuestBars {\n    hostGuestBars {\n      ...HostGuestBarRow\n    }\n  }\n"): (typeof documents)["\n  query HostGuestBars {\n    hostGuestBars {\n      ...HostGuestBarRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BarGuest($input: BarGuestInput!) {\n    barGuest(input: $input) {\n      ...HostGuestBarRow\n    }\n  }\n"): (typeof documents)["\n  mutation BarGuest($input: BarGuestInput!) {\n    barGuest(input: $input) {\n      ...HostGuestBarRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftGuestBar($id: ID!) {\n    liftGuestBar(id: $id) {\n      ...HostGuestBarRow\n    }\n  }\n"): (typeof documents)["\n  mutation LiftGuestBar($id: ID!) {\n    liftGuestBar(id: $id) {\n      ...HostGuestBarRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostGuestPage($search: String, $limit: Int!) {\n    hostGuestPage(search: $search, offset: 0, limit: $limit) {\n      total\n      guests {\n        ...HostGuestSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostGuestPage($search: String, $limit: Int!) {\n    hostGuestPage(search: $search, offset: 0, limit: $limit) {\n      total\n      guests {\n        ...HostGuestSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HostGuestSummary on HostGuest {\n    id\n    firstName\n    lastName\n    unokod\n    flag\n    lastStay {\n      startDate\n      endDate\n    }\n    nightsThisMonth\n  }\n"): (typeof documents)["\n  fragment HostGuestSummary on HostGuest {\n    id\n    firstName\n    lastName\n    unokod\n    flag\n    lastStay {\n      startDate\n      endDate\n    }\n    nightsThisMonth\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostGuest($id: ID!) {\n    hostGuest(id: $id) {\n      guest {\n        ...HostGuestSummary\n      }\n      stays {\n        id\n        status\n        startDate\n        endDate\n        product {\n          id\n          name\n        }\n      }\n      notes {\n        ...HostNoteRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostGuest($id: ID!) {\n    hostGuest(id: $id) {\n      guest {\n        ...HostGuestSummary\n      }\n      stays {\n        id\n        status\n        startDate\n        endDate\n        product {\n          id\n          name\n        }\n      }\n      notes {\n        ...HostNoteRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HostNoteRow on HostNote {\n    id\n    text\n    authorName\n    authorId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment HostNoteRow on HostNote {\n    id\n    text\n    authorName\n    authorId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddHostNote($guestId: ID!, $text: String!) {\n    addHostNote(guestId: $guestId, text: $text) {\n      ...HostNoteRow\n    }\n  }\n"): (typeof documents)["\n  mutation AddHostNote($guestId: ID!, $text: String!) {\n    addHostNote(guestId: $guestId, text: $text) {\n      ...HostNoteRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHostNote($id: ID!) {\n    deleteHostNote(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteHostNote($id: ID!) {\n    deleteHostNote(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostCounts {\n    hostCounts {\n      pendingCount\n      arrivalsCount\n      departuresCount\n      currentGuestsCount\n    }\n  }\n"): (typeof documents)["\n  query HostCounts {\n    hostCounts {\n      pendingCount\n      arrivalsCount\n      departuresCount\n      currentGuestsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostAvailability($shelterId: ID!) {\n    today: shelterAvailability(shelterId: $shelterId, days: 1) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    week: shelterAvailability(shelterId: $shelterId, days: 7) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostAvailability($shelterId: ID!) {\n    today: shelterAvailability(shelterId: $shelterId, days: 1) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    week: shelterAvailability(shelterId: $shelterId, days: 7) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostOverview($shelterId: ID!, $withPlaces: Boolean!) {\n    myShelter {\n      id\n      name\n    }\n    hostCounts {\n      pendingCount\n      arrivalsCount\n      departuresCount\n      currentGuestsCount\n    }\n    today: shelterAvailability(shelterId: $shelterId, days: 1) @include(if: $withPlaces) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    week: shelterAvailability(shelterId: $shelterId, days: 7) @include(if: $withPlaces) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    hostRequests {\n      id\n      status\n      bookingTime\n      startDate\n      endDate\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n      }\n    }\n    hostIncoming {\n      ...StayRow\n    }\n    hostOutgoing {\n      ...StayRow\n    }\n    hostCheckedIn {\n      ...StayRow\n    }\n  }\n"): (typeof documents)["\n  query HostOverview($shelterId: ID!, $withPlaces: Boolean!) {\n    myShelter {\n      id\n      name\n    }\n    hostCounts {\n      pendingCount\n      arrivalsCount\n      departuresCount\n      currentGuestsCount\n    }\n    today: shelterAvailability(shelterId: $shelterId, days: 1) @include(if: $withPlaces) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    week: shelterAvailability(shelterId: $shelterId, days: 7) @include(if: $withPlaces) {\n      product {\n        id\n        name\n        type\n        totalPlaces\n      }\n      nights {\n        date\n        placesLeft\n      }\n    }\n    hostRequests {\n      id\n      status\n      bookingTime\n      startDate\n      endDate\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n      }\n    }\n    hostIncoming {\n      ...StayRow\n    }\n    hostOutgoing {\n      ...StayRow\n    }\n    hostCheckedIn {\n      ...StayRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostRequestsSummary {\n    hostRequests {\n      id\n      status\n      bookingTime\n      startDate\n      endDate\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostRequestsSummary {\n    hostRequests {\n      id\n      status\n      bookingTime\n      startDate\n      endDate\n      guest {\n        id\n        firstName\n        lastName\n      }\n      product {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostIncoming {\n    hostIncoming {\n      ...StayRow\n    }\n  }\n"): (typeof documents)["\n  query HostIncoming {\n    hostIncoming {\n      ...StayRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostOutgoing {\n    hostOutgoing {\n      ...StayRow\n    }\n  }\n"): (typeof documents)["\n  query HostOutgoing {\n    hostOutgoing {\n      ...StayRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostCheckedIn {\n    hostCheckedIn {\n      ...StayRow\n    }\n  }\n"): (typeof documents)["\n  query HostCheckedIn {\n    hostCheckedIn {\n      ...StayRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInBooking($id: ID!) {\n    checkInBooking(id: $id) {\n      ...StayRow\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInBooking($id: ID!) {\n    checkInBooking(id: $id) {\n      ...StayRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckOutBooking($id: ID!) {\n    checkOutBooking(id: $id) {\n      ...StayRow\n    }\n  }\n"): (typeof documents)["\n  mutation CheckOutBooking($id: ID!) {\n    checkOutBooking(id: $id) {\n      ...StayRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoShowBooking($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...StayRow\n    }\n  }\n"): (typeof documents)["\n  mutation NoShowBooking($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...StayRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendBooking($id: ID!, $endDate: LocalDate!) {\n    extendBooking(id: $id, endDate: $endDate) {\n      ...StayRow\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendBooking($id: ID!, $endDate: LocalDate!) {\n    extendBooking(id: $id, endDate: $endDate) {\n      ...StayRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostProducts {\n    myShelter {\n      id\n      name\n      products {\n        ...ProductRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostProducts {\n    myShelter {\n      id\n      name\n      products {\n        ...ProductRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...ProductRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...ProductRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveProduct($id: ID!) {\n    archiveProduct(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveProduct($id: ID!) {\n    archiveProduct(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StayRow on Booking {\n    id\n    status\n    startDate\n    endDate\n    allowedActions\n    guest {\n      id\n      firstName\n      lastName\n    }\n    product {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment StayRow on Booking {\n    id\n    status\n    startDate\n    endDate\n    allowedActions\n    guest {\n      id\n      firstName\n      lastName\n    }\n    product {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductRow on Product {\n    id\n    name\n    description\n    totalPlaces\n    type\n    requirements\n    currentPrice {\n      ...RoomPriceFields\n    }\n  }\n"): (typeof documents)["\n  fragment ProductRow on Product {\n    id\n    name\n    description\n    totalPlaces\n    type\n    requirements\n    currentPrice {\n      ...RoomPriceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyShelterProfile on Shelter {\n    id\n    name\n    image\n    ...ShelterProfileFields\n  }\n"): (typeof documents)["\n  fragment MyShelterProfile on Shelter {\n    id\n    name\n    image\n    ...ShelterProfileFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyShelterProfile {\n    myShelter {\n      ...MyShelterProfile\n    }\n  }\n"): (typeof documents)["\n  query MyShelterProfile {\n    myShelter {\n      ...MyShelterProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyShelter($input: MyShelterInput!) {\n    updateMyShelter(input: $input) {\n      ...MyShelterProfile\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyShelter($input: MyShelterInput!) {\n    updateMyShelter(input: $input) {\n      ...MyShelterProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenFeedSetting($shelterId: ID!) {\n    openFeed(shelterId: $shelterId)\n  }\n"): (typeof documents)["\n  query OpenFeedSetting($shelterId: ID!) {\n    openFeed(shelterId: $shelterId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOpenFeed($shelterId: ID!, $on: Boolean!) {\n    setOpenFeed(shelterId: $shelterId, on: $on)\n  }\n"): (typeof documents)["\n  mutation SetOpenFeed($shelterId: ID!, $on: Boolean!) {\n    setOpenFeed(shelterId: $shelterId, on: $on)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TonightGuest on Booking {\n    id\n    status\n    startDate\n    endDate\n    allowedActions\n    decision {\n      caseNumber\n      endDate\n    }\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n  }\n"): (typeof documents)["\n  fragment TonightGuest on Booking {\n    id\n    status\n    startDate\n    endDate\n    allowedActions\n    decision {\n      caseNumber\n      endDate\n    }\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostTonight {\n    hostTonight {\n      date\n      time\n      shelterName\n      checkInUntil\n      noShowOpen\n      rooms {\n        product {\n          id\n          name\n        }\n        capacity\n        freeBeds\n        checkedIn {\n          ...TonightGuest\n        }\n        expected {\n          ...TonightGuest\n        }\n        requests {\n          ...TonightGuest\n        }\n        noShows {\n          ...TonightGuest\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostTonight {\n    hostTonight {\n      date\n      time\n      shelterName\n      checkInUntil\n      noShowOpen\n      rooms {\n        product {\n          id\n          name\n        }\n        capacity\n        freeBeds\n        checkedIn {\n          ...TonightGuest\n        }\n        expected {\n          ...TonightGuest\n        }\n        requests {\n          ...TonightGuest\n        }\n        noShows {\n          ...TonightGuest\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TonightAssign($id: ID!) {\n    assignBooking(id: $id) {\n      ...TonightGuest\n    }\n  }\n"): (typeof documents)["\n  mutation TonightAssign($id: ID!) {\n    assignBooking(id: $id) {\n      ...TonightGuest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TonightDecline($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...TonightGuest\n    }\n  }\n"): (typeof documents)["\n  mutation TonightDecline($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...TonightGuest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TonightUndo($id: ID!) {\n    hostSetPending(id: $id) {\n      ...TonightGuest\n    }\n  }\n"): (typeof documents)["\n  mutation TonightUndo($id: ID!) {\n    hostSetPending(id: $id) {\n      ...TonightGuest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceLineFields on InvoiceLine {\n    id\n    lineNo\n    guestId\n    guestName\n    unokod\n    roomName\n    nights\n    unitPriceOre\n    vatRateBp\n    netOre\n    vatOre\n    grossOre\n    creditsLineId\n    creditedBy {\n      invoiceId\n      number\n    }\n    disputeReason\n    check {\n      reportNights\n      invoicedNights\n      difference\n      nightsNotInReport\n      nightsOutsideDecision\n      matches\n    }\n    caseNumber\n  }\n"): (typeof documents)["\n  fragment InvoiceLineFields on InvoiceLine {\n    id\n    lineNo\n    guestId\n    guestName\n    unokod\n    roomName\n    nights\n    unitPriceOre\n    vatRateBp\n    netOre\n    vatOre\n    grossOre\n    creditsLineId\n    creditedBy {\n      invoiceId\n      number\n    }\n    disputeReason\n    check {\n      reportNights\n      invoicedNights\n      difference\n      nightsNotInReport\n      nightsOutsideDecision\n      matches\n    }\n    caseNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceFields on Invoice {\n    id\n    kind\n    number\n    displayNumber\n    shelter {\n      id\n      name\n    }\n    region {\n      id\n      name\n    }\n    month\n    periodStart\n    periodEnd\n    issueDate\n    dueDate\n    status\n    note\n    buyerReference\n    netOre\n    vatOre\n    grossOre\n    sentAt\n    sentByName\n    credits {\n      id\n      number\n      kind\n      issueDate\n    }\n    creditNotes {\n      id\n      number\n      kind\n      issueDate\n    }\n    lines {\n      ...InvoiceLineFields\n    }\n    allowedActions\n    events {\n      id\n      action\n      fromStatus\n      toStatus\n      lineId\n      text\n      actorName\n      actorGroup\n      at\n    }\n    downloads {\n      pdf\n      xml\n      csv\n    }\n    decisionNights {\n      decisionId\n      caseNumber\n      guestName\n      nights\n      lineNos\n      nightsOutsideDecision\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceFields on Invoice {\n    id\n    kind\n    number\n    displayNumber\n    shelter {\n      id\n      name\n    }\n    region {\n      id\n      name\n    }\n    month\n    periodStart\n    periodEnd\n    issueDate\n    dueDate\n    status\n    note\n    buyerReference\n    netOre\n    vatOre\n    grossOre\n    sentAt\n    sentByName\n    credits {\n      id\n      number\n      kind\n      issueDate\n    }\n    creditNotes {\n      id\n      number\n      kind\n      issueDate\n    }\n    lines {\n      ...InvoiceLineFields\n    }\n    allowedActions\n    events {\n      id\n      action\n      fromStatus\n      toStatus\n      lineId\n      text\n      actorName\n      actorGroup\n      at\n    }\n    downloads {\n      pdf\n      xml\n      csv\n    }\n    decisionNights {\n      decisionId\n      caseNumber\n      guestName\n      nights\n      lineNos\n      nightsOutsideDecision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceDrafts($month: String!) {\n    invoiceDrafts(month: $month) {\n      month\n      periodStart\n      periodEnd\n      region {\n        id\n        name\n      }\n      buyer {\n        regionId\n        name\n        organisationNumber\n        reference\n        complete\n      }\n      lines {\n        guestId\n        guestName\n        unokod\n        productId\n        roomName\n        nights\n        unitPriceOre\n        vatRateBp\n        netOre\n        vatOre\n        grossOre\n        caseNumber\n      }\n      netOre\n      vatOre\n      grossOre\n      problems\n      nightsWithoutDecision {\n        guestId\n        guestName\n        unokod\n        roomName\n        nights\n      }\n      version\n    }\n  }\n"): (typeof documents)["\n  query InvoiceDrafts($month: String!) {\n    invoiceDrafts(month: $month) {\n      month\n      periodStart\n      periodEnd\n      region {\n        id\n        name\n      }\n      buyer {\n        regionId\n        name\n        organisationNumber\n        reference\n        complete\n      }\n      lines {\n        guestId\n        guestName\n        unokod\n        productId\n        roomName\n        nights\n        unitPriceOre\n        vatRateBp\n        netOre\n        vatOre\n        grossOre\n        caseNumber\n      }\n      netOre\n      vatOre\n      grossOre\n      problems\n      nightsWithoutDecision {\n        guestId\n        guestName\n        unokod\n        roomName\n        nights\n      }\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoices($month: String, $shelterId: ID, $status: InvoiceStatus) {\n    invoices(month: $month, shelterId: $shelterId, status: $status) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  query Invoices($month: String, $shelterId: ID, $status: InvoiceStatus) {\n    invoices(month: $month, shelterId: $shelterId, status: $status) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestInvoiceLines($guestId: ID!, $month: String!, $shelterId: ID) {\n    guestInvoiceLines(guestId: $guestId, month: $month, shelterId: $shelterId) {\n      invoice {\n        id\n        kind\n        number\n        status\n        issueDate\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n      line {\n        ...InvoiceLineFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuestInvoiceLines($guestId: ID!, $month: String!, $shelterId: ID) {\n    guestInvoiceLines(guestId: $guestId, month: $month, shelterId: $shelterId) {\n      invoice {\n        id\n        kind\n        number\n        status\n        issueDate\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n      }\n      line {\n        ...InvoiceLineFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendInvoice($input: SendInvoiceInput!) {\n    sendInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendInvoice($input: SendInvoiceInput!) {\n    sendInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttestInvoice($id: ID!, $comment: String) {\n    attestInvoice(id: $id, comment: $comment) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AttestInvoice($id: ID!, $comment: String) {\n    attestInvoice(id: $id, comment: $comment) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputeInvoice($id: ID!, $lines: [DisputeLineInput!]!) {\n    disputeInvoice(id: $id, lines: $lines) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation DisputeInvoice($id: ID!, $lines: [DisputeLineInput!]!) {\n    disputeInvoice(id: $id, lines: $lines) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerInvoiceDispute($id: ID!, $comment: String!) {\n    answerInvoiceDispute(id: $id, comment: $comment) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerInvoiceDispute($id: ID!, $comment: String!) {\n    answerInvoiceDispute(id: $id, comment: $comment) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreditInvoice($input: CreditInvoiceInput!) {\n    creditInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreditInvoice($input: CreditInvoiceInput!) {\n    creditInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkInvoicePaid($id: ID!) {\n    markInvoicePaid(id: $id) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkInvoicePaid($id: ID!) {\n    markInvoicePaid(id: $id) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShelterBilling {\n    shelterBilling {\n      shelterId\n      shelterName\n      organisationNumber\n      bankAccount\n      endpointId\n      contact\n      vatRegistered\n      fSkatt\n      invoicePrefix\n      complete\n      problems\n    }\n  }\n"): (typeof documents)["\n  query ShelterBilling {\n    shelterBilling {\n      shelterId\n      shelterName\n      organisationNumber\n      bankAccount\n      endpointId\n      contact\n      vatRegistered\n      fSkatt\n      invoicePrefix\n      complete\n      problems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShelterBilling($input: ShelterBillingInput!) {\n    updateShelterBilling(input: $input) {\n      shelterId\n      shelterName\n      organisationNumber\n      bankAccount\n      endpointId\n      contact\n      vatRegistered\n      fSkatt\n      invoicePrefix\n      complete\n      problems\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShelterBilling($input: ShelterBillingInput!) {\n    updateShelterBilling(input: $input) {\n      shelterId\n      shelterName\n      organisationNumber\n      bankAccount\n      endpointId\n      contact\n      vatRegistered\n      fSkatt\n      invoicePrefix\n      complete\n      problems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OccupancyFiguresFields on OccupancyFigures {\n    bedsOffered\n    womenOnlyBedsOffered\n    bedsUsed\n    womenOnlyBedsUsed\n    heldNotUsed\n    requests\n    turnedAway\n    turnedAwayFull\n    turnedAwayQueued\n    turnedAwayDeclined\n    guests\n  }\n"): (typeof documents)["\n  fragment OccupancyFiguresFields on OccupancyFigures {\n    bedsOffered\n    womenOnlyBedsOffered\n    bedsUsed\n    womenOnlyBedsUsed\n    heldNotUsed\n    requests\n    turnedAway\n    turnedAwayFull\n    turnedAwayQueued\n    turnedAwayDeclined\n    guests\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OccupancyNightFields on OccupancyNight {\n    night\n    bedsOffered\n    womenOnlyBedsOffered\n    bedsUsed\n    womenOnlyBedsUsed\n    heldNotUsed\n    requests\n    turnedAway\n    turnedAwayFull\n    turnedAwayQueued\n    turnedAwayDeclined\n    guests\n  }\n"): (typeof documents)["\n  fragment OccupancyNightFields on OccupancyNight {\n    night\n    bedsOffered\n    womenOnlyBedsOffered\n    bedsUsed\n    womenOnlyBedsUsed\n    heldNotUsed\n    requests\n    turnedAway\n    turnedAwayFull\n    turnedAwayQueued\n    turnedAwayDeclined\n    guests\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OccupancyReport($period: OccupancyPeriod!, $date: LocalDate, $start: LocalDate, $end: LocalDate, $regionId: ID) {\n    occupancy(period: $period, date: $date, start: $start, end: $end, regionId: $regionId) {\n      period\n      start\n      end\n      previousStart\n      previousEnd\n      hasPrevious\n      totals {\n        ...OccupancyFiguresFields\n      }\n      previous {\n        ...OccupancyFiguresFields\n      }\n      nights {\n        ...OccupancyNightFields\n      }\n      regions {\n        region {\n          id\n          name\n        }\n        totals {\n          ...OccupancyFiguresFields\n        }\n        previous {\n          ...OccupancyFiguresFields\n        }\n      }\n      shelters {\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n        totals {\n          ...OccupancyFiguresFields\n        }\n        previous {\n          ...OccupancyFiguresFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OccupancyReport($period: OccupancyPeriod!, $date: LocalDate, $start: LocalDate, $end: LocalDate, $regionId: ID) {\n    occupancy(period: $period, date: $date, start: $start, end: $end, regionId: $regionId) {\n      period\n      start\n      end\n      previousStart\n      previousEnd\n      hasPrevious\n      totals {\n        ...OccupancyFiguresFields\n      }\n      previous {\n        ...OccupancyFiguresFields\n      }\n      nights {\n        ...OccupancyNightFields\n      }\n      regions {\n        region {\n          id\n          name\n        }\n        totals {\n          ...OccupancyFiguresFields\n        }\n        previous {\n          ...OccupancyFiguresFields\n        }\n      }\n      shelters {\n        shelter {\n          id\n          name\n        }\n        region {\n          id\n          name\n        }\n        totals {\n          ...OccupancyFiguresFields\n        }\n        previous {\n          ...OccupancyFiguresFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OccupancyShelterNights(\n    $period: OccupancyPeriod!\n    $date: LocalDate\n    $start: LocalDate\n    $end: LocalDate\n    $regionId: ID\n    $shelterId: ID!\n  ) {\n    occupancy(period: $period, date: $date, start: $start, end: $end, regionId: $regionId, shelterId: $shelterId) {\n      shelters {\n        shelter {\n          id\n        }\n        nights {\n          ...OccupancyNightFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OccupancyShelterNights(\n    $period: OccupancyPeriod!\n    $date: LocalDate\n    $start: LocalDate\n    $end: LocalDate\n    $regionId: ID\n    $shelterId: ID!\n  ) {\n    occupancy(period: $period, date: $date, start: $start, end: $end, regionId: $regionId, shelterId: $shelterId) {\n      shelters {\n        shelter {\n          id\n        }\n        nights {\n          ...OccupancyNightFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestRow on Booking {\n    id\n    status\n    bookingTime\n    startDate\n    endDate\n    message\n    allowedActions\n    guestBarredUntil\n    decision {\n      caseNumber\n      endDate\n    }\n    history {\n      id\n      action\n      fromStatus\n      toStatus\n      actorGroup\n      actorName\n      reason\n      at\n    }\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n      flag\n    }\n    product {\n      id\n      name\n      type\n      shelter {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RequestRow on Booking {\n    id\n    status\n    bookingTime\n    startDate\n    endDate\n    message\n    allowedActions\n    guestBarredUntil\n    decision {\n      caseNumber\n      endDate\n    }\n    history {\n      id\n      action\n      fromStatus\n      toStatus\n      actorGroup\n      actorName\n      reason\n      at\n    }\n    guest {\n      id\n      firstName\n      lastName\n      unokod\n      flag\n    }\n    product {\n      id\n      name\n      type\n      shelter {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostRequests {\n    hostRequests {\n      ...RequestRow\n    }\n    hostQueue {\n      ...RequestRow\n    }\n  }\n"): (typeof documents)["\n  query HostRequests {\n    hostRequests {\n      ...RequestRow\n    }\n    hostQueue {\n      ...RequestRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseworkerRequests {\n    caseworkerRequests {\n      ...RequestRow\n    }\n  }\n"): (typeof documents)["\n  query CaseworkerRequests {\n    caseworkerRequests {\n      ...RequestRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignBooking($id: ID!) {\n    assignBooking(id: $id) {\n      ...RequestRow\n    }\n  }\n"): (typeof documents)["\n  mutation AssignBooking($id: ID!) {\n    assignBooking(id: $id) {\n      ...RequestRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineBooking($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...RequestRow\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineBooking($id: ID!, $reason: String) {\n    declineBooking(id: $id, reason: $reason) {\n      ...RequestRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HostSetPending($id: ID!) {\n    hostSetPending(id: $id) {\n      ...RequestRow\n    }\n  }\n"): (typeof documents)["\n  mutation HostSetPending($id: ID!) {\n    hostSetPending(id: $id) {\n      ...RequestRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignBookings($ids: [ID!]!) {\n    assignBookings(ids: $ids) {\n      bookingId\n      ok\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AssignBookings($ids: [ID!]!) {\n    assignBookings(ids: $ids) {\n      bookingId\n      ok\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecommendBooking($id: ID!) {\n    recommendBooking(id: $id) {\n      ...RequestRow\n    }\n  }\n"): (typeof documents)["\n  mutation RecommendBooking($id: ID!) {\n    recommendBooking(id: $id) {\n      ...RequestRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdviseAgainstBooking($id: ID!, $reason: String) {\n    adviseAgainstBooking(id: $id, reason: $reason) {\n      ...RequestRow\n    }\n  }\n"): (typeof documents)["\n  mutation AdviseAgainstBooking($id: ID!, $reason: String) {\n    adviseAgainstBooking(id: $id, reason: $reason) {\n      ...RequestRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseworkerSetPending($id: ID!) {\n    caseworkerSetPending(id: $id) {\n      ...RequestRow\n    }\n  }\n"): (typeof documents)["\n  mutation CaseworkerSetPending($id: ID!) {\n    caseworkerSetPending(id: $id) {\n      ...RequestRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecommendBookings($ids: [ID!]!) {\n    recommendBookings(ids: $ids) {\n      bookingId\n      ok\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RecommendBookings($ids: [ID!]!) {\n    recommendBookings(ids: $ids) {\n      bookingId\n      ok\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VolunteerAvailability(\n    $start: LocalDate\n    $end: LocalDate\n    $regionId: ID\n    $hostId: ID\n    $search: String\n    $criteria: [ShelterCriterion!]\n    $limit: Int = 20\n  ) {\n    volunteerAvailabilityPage(\n      start: $start\n      end: $end\n      regionId: $regionId\n      hostId: $hostId\n      search: $search\n      criteria: $criteria\n      limit: $limit\n    ) {\n      total\n      hasMore\n      shelters {\n        host {\n          id\n          name\n          street\n          city\n          criteria\n          region {\n            id\n            name\n          }\n        }\n        products {\n          placesLeft\n          product {\n            id\n            name\n            description\n            type\n            totalPlaces\n          }\n          availability {\n            date\n            placesLeft\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VolunteerAvailability(\n    $start: LocalDate\n    $end: LocalDate\n    $regionId: ID\n    $hostId: ID\n    $search: String\n    $criteria: [ShelterCriterion!]\n    $limit: Int = 20\n  ) {\n    volunteerAvailabilityPage(\n      start: $start\n      end: $end\n      regionId: $regionId\n      hostId: $hostId\n      search: $search\n      criteria: $criteria\n      limit: $limit\n    ) {\n      total\n      hasMore\n      shelters {\n        host {\n          id\n          name\n          street\n          city\n          criteria\n          region {\n            id\n            name\n          }\n        }\n        products {\n          placesLeft\n          product {\n            id\n            name\n            description\n            type\n            totalPlaces\n          }\n          availability {\n            date\n            placesLeft\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VolunteerHosts {\n    shelters {\n      id\n      name\n      region {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query VolunteerHosts {\n    shelters {\n      id\n      name\n      region {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VolunteerCreateGuest($input: CreateGuestInput!) {\n    createGuest(input: $input) {\n      id\n      firstName\n      lastName\n      uno\n    }\n  }\n"): (typeof documents)["\n  mutation VolunteerCreateGuest($input: CreateGuestInput!) {\n    createGuest(input: $input) {\n      id\n      firstName\n      lastName\n      uno\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VolunteerSearchGuests($firstName: String, $lastName: String, $uno: String) {\n    searchGuests(firstName: $firstName, lastName: $lastName, uno: $uno, partial: true) {\n      id\n      firstName\n      lastName\n      uno\n    }\n  }\n"): (typeof documents)["\n  query VolunteerSearchGuests($firstName: String, $lastName: String, $uno: String) {\n    searchGuests(firstName: $firstName, lastName: $lastName, uno: $uno, partial: true) {\n      id\n      firstName\n      lastName\n      uno\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VolunteerRequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      id\n      status\n      guestNotice\n    }\n  }\n"): (typeof documents)["\n  mutation VolunteerRequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      id\n      status\n      guestNotice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VolunteerConfirmBooking($id: ID!) {\n    volunteerConfirmBooking(id: $id) {\n      id\n      status\n      allowedActions\n      guestNotice\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInFrom\n          checkInUntil\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VolunteerConfirmBooking($id: ID!) {\n    volunteerConfirmBooking(id: $id) {\n      id\n      status\n      allowedActions\n      guestNotice\n      startDate\n      endDate\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n          street\n          postcode\n          city\n          phone\n          checkInFrom\n          checkInUntil\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VolunteerGuestStays($guestId: ID!) {\n    volunteerGuestStays(guestId: $guestId) {\n      id\n      status\n      startDate\n      endDate\n      shelterName\n      roomName\n    }\n  }\n"): (typeof documents)["\n  query VolunteerGuestStays($guestId: ID!) {\n    volunteerGuestStays(guestId: $guestId) {\n      id\n      status\n      startDate\n      endDate\n      shelterName\n      roomName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VolunteerBookings {\n    volunteerBookings {\n      id\n      status\n      startDate\n      endDate\n      bookingTime\n      guest {\n        id\n        firstName\n        lastName\n        unokod\n      }\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      allowedActions\n    }\n  }\n"): (typeof documents)["\n  query VolunteerBookings {\n    volunteerBookings {\n      id\n      status\n      startDate\n      endDate\n      bookingTime\n      guest {\n        id\n        firstName\n        lastName\n        unokod\n      }\n      product {\n        id\n        name\n        shelter {\n          id\n          name\n        }\n      }\n      allowedActions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VolunteerCancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n"): (typeof documents)["\n  mutation VolunteerCancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      allowedActions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VolunteerIssueStartCode($guestId: ID!) {\n    issueStartCode(guestId: $guestId) {\n      code\n      uno\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation VolunteerIssueStartCode($guestId: ID!) {\n    issueStartCode(guestId: $guestId) {\n      code\n      uno\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingEnums on Booking {\n    status\n    allowedActions\n    product {\n      type\n    }\n  }\n"): (typeof documents)["\n  fragment BookingEnums on Booking {\n    status\n    allowedActions\n    product {\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueEnums on Catalogue {\n    errorCodes\n  }\n"): (typeof documents)["\n  fragment CatalogueEnums on Catalogue {\n    errorCodes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotifications {\n    notifications(limit: 0) {\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query UnreadNotifications {\n    notifications(limit: 0) {\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomPriceFields on ProductPrice {\n    id\n    validFrom\n    priceOre\n    vatRateBp\n  }\n"): (typeof documents)["\n  fragment RoomPriceFields on ProductPrice {\n    id\n    validFrom\n    priceOre\n    vatRateBp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomPrices($productId: ID!) {\n    productPrices(productId: $productId) {\n      ...RoomPriceFields\n    }\n  }\n"): (typeof documents)["\n  query RoomPrices($productId: ID!) {\n    productPrices(productId: $productId) {\n      ...RoomPriceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRoomPrice($input: SetProductPriceInput!) {\n    setProductPrice(input: $input) {\n      ...RoomPriceFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetRoomPrice($input: SetProductPriceInput!) {\n    setProductPrice(input: $input) {\n      ...RoomPriceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      firstName\n      lastName\n      usergroups\n      mustChangePassword\n      gender\n      language\n      host {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      username\n      firstName\n      lastName\n      usergroups\n      mustChangePassword\n      gender\n      language\n      host {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      username\n      firstName\n      lastName\n      usergroups\n      gender\n      language\n      host {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      username\n      firstName\n      lastName\n      usergroups\n      gender\n      language\n      host {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShelterProfileFields on ShelterProfile {\n    street\n    postcode\n    city\n    phone\n    checkInFrom\n    checkInUntil\n    houseRules\n    houseRulesTranslations {\n      language\n      text\n    }\n    criteria\n    latitude\n    longitude\n    releaseNoShows\n  }\n"): (typeof documents)["\n  fragment ShelterProfileFields on ShelterProfile {\n    street\n    postcode\n    city\n    phone\n    checkInFrom\n    checkInUntil\n    houseRules\n    houseRulesTranslations {\n      language\n      text\n    }\n    criteria\n    latitude\n    longitude\n    releaseNoShows\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;