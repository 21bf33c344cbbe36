import { Initial1732000000000 } from './1732000000000-initial';
import { Notifications1732000000001 } from './1732000000001-notifications';
import { ChangeEvents1732000000002 } from './1732000000002-change-events';
import { LoginAttempts1732000000003 } from './1732000000003-login-attempts';
import { Admin1732000000004 } from './1732000000004-admin';
import { Privacy1732000000005 } from './1732000000005-privacy';
import { BenchIndexes1732000000006 } from './1732000000006-bench-indexes';
import { Idempotency1732000000007 } from './1732000000007-idempotency';
import { LoginThrottle1732000000009 } from './1732000000009-login-throttle';
import { GuestJourney1732000000010 } from './1732000000010-guest-journey';
import { NoShowsAndBars1732000000011 } from './1732000000011-no-shows-and-bars';
import { HostNotesAndPhotos1732000000012 } from './1732000000012-host-notes-and-photos';
import { Outbox1732000000013 } from './1732000000013-outbox';
import { Accounts1732000000014 } from './1732000000014-accounts';
import { OutboxDelivery1732000000015 } from './1732000000015-outbox-delivery';
import { Invoicing1732000000016 } from './1732000000016-invoicing';
import { NationalScale1732000000017 } from './1732000000017-national-scale';
import { HostViews1732000000018 } from './1732000000018-host-views';
import { GuestListPaths1732000000020 } from './1732000000020-guest-list-paths';
import { EventScopes1732000000021 } from './1732000000021-event-scopes';
import { SecurityRound31732000000029 } from './1732000000029-security-round-3';
import { EinvoiceRules1732000000030 } from './1732000000030-einvoice-rules';
import { LoginWithoutEmail1732000000036 } from './1732000000036-login-without-email';
import { OccupancyAndOpenFeed1732000000037 } from './1732000000037-occupancy-and-open-feed';
import { HouseRulesLanguages1732000000038 } from './1732000000038-house-rules-languages';
import { VolunteerActivities1732000000039 } from './1732000000039-volunteer-activities';
import { Compass1732000000040 } from './1732000000040-compass';
import { Decisions1732000000041 } from './1732000000041-decisions';
import { DecisionNotices1732000000042 } from './1732000000042-decision-notices';
import { InvoiceDecisions1732000000044 } from './1732000000044-invoice-decisions';

/** Every migration, in order. Schema changes are new files here; never synchronize. */
export const migrations = [
  Initial1732000000000,
  Notifications1732000000001,
  ChangeEvents1732000000002,
  LoginAttempts1732000000003,
  Admin1732000000004,
  Privacy1732000000005,
  BenchIndexes1732000000006,
  Idempotency1732000000007,
  LoginThrottle1732000000009,
  GuestJourney1732000000010,
  NoShowsAndBars1732000000011,
  HostNotesAndPhotos1732000000012,
  Outbox1732000000013,
  Accounts1732000000014,
  OutboxDelivery1732000000015,
  Invoicing1732000000016,
  NationalScale1732000000017,
  HostViews1732000000018,
  GuestListPaths1732000000020,
  EventScopes1732000000021,
  SecurityRound31732000000029,
  EinvoiceRules1732000000030,
  LoginWithoutEmail1732000000036,
  OccupancyAndOpenFeed1732000000037,
  HouseRulesLanguages1732000000038,
  VolunteerActivities1732000000039,
  Compass1732000000040,
  Decisions1732000000041,
  DecisionNotices1732000000042,
  InvoiceDecisions1732000000044,
];
