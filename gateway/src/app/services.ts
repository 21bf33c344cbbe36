import type { DataSource } from 'typeorm';
import type { Clock } from '../platform/clock';
import type { Services } from '../platform/services';
import { AccountService } from '../account/account.service';
import { AuthService } from '../auth/auth.service';
import { DEFAULT_SESSION_SETTINGS, type SessionSettings } from '../auth/session-settings';
import { BookingService } from '../booking/booking.service';
import { GuestService } from '../guest/guest.service';
import { ProductService } from '../product/product.service';
import { ReportService } from '../report/report.service';
import { ShelterService } from '../shelter/shelter.service';
import { StaffService } from '../staff/staff.service';
import { HostGuestService } from '../staff/guests.service';
import { ShelterProfileService } from '../shelter/profile.service';
import { ShelterPhotoService } from '../shelter/photo.service';
import { HostNightService } from '../staff/night.service';
import { PrivacyService } from '../privacy/privacy.service';
import { GuestBarService } from '../bar/bar.service';
import { VolunteerService } from '../volunteer/volunteer.service';
import { AdminAccountService } from '../admin/accounts.service';
import { AdminAuditService } from '../admin/audit.service';
import { AdminGuestService } from '../admin/guests.service';
import { AdminRoomService } from '../admin/rooms.service';
import { AdminShelterService } from '../admin/shelters.service';
import { BillingDetailsService } from '../invoice/billing-details.service';
import { InvoiceService } from '../invoice/invoice.service';
import { PriceService } from '../invoice/prices.service';
import { NotifyService } from '../notify/notify.service';
import { CredentialsService } from '../credentials/credentials.service';
import { mailSettingsFrom } from '../credentials/mail-settings';
import { GuestAccessService } from '../guestaccess/guestaccess.service';
import { smsLoginSettingsFrom } from '../guestaccess/sms-settings';
import { StatisticsService } from '../statistics/statistics.service';
import { OpenFeedService } from '../openfeed/openfeed.service';
import { CompassService } from '../compass/compass.service';
import { ActivityService } from '../activity/activity.service';
import { DecisionService } from '../decision/decision.service';
import { LiveService } from '../live/live.service';

export type { Services };

/** The service layer, built once per process; adapters reach the data only through it (platform/services.ts). */
export function createServices(ds: DataSource, clock: Clock, session: SessionSettings = DEFAULT_SESSION_SETTINGS): Services {
  // Each service once; the ones that build on others get those same instances.
  const bookings = new BookingService(ds, clock);
  const shelters = new ShelterService(ds, clock);
  const auth = new AuthService(ds, session);
  const products = new ProductService(ds, clock, bookings);
  const guests = new GuestService(ds);
  // Whether e-mail can go out (NOQ_SMTP_URL): one object, so a test can switch it for both users.
  const mail = mailSettingsFrom(process.env);
  return {
    clock,
    auth,
    shelters,
    products,
    bookings,
    staff: new StaffService(ds, clock, bookings),
    hostNight: new HostNightService(ds, clock),
    privacy: new PrivacyService(ds, clock),
    // feature services: add one line each below
    hostGuests: new HostGuestService(ds, clock),
    shelterProfile: new ShelterProfileService(ds),
    shelterPhotos: new ShelterPhotoService(ds),
    guests,
    volunteers: new VolunteerService(ds, clock, bookings, guests),
    reports: new ReportService(ds),
    account: new AccountService(ds, auth),
    adminShelters: new AdminShelterService(ds),
    adminRooms: new AdminRoomService(ds, products),
    adminAccounts: new AdminAccountService(ds, auth, mail),
    adminGuests: new AdminGuestService(ds),
    adminAudit: new AdminAuditService(ds),
    guestBars: new GuestBarService(ds, clock),
    invoices: new InvoiceService(ds, clock),
    prices: new PriceService(ds),
    billingDetails: new BillingDetailsService(ds),
    notify: new NotifyService(ds),
    credentials: new CredentialsService(ds, auth, mail),
    guestAccess: new GuestAccessService(ds, auth, smsLoginSettingsFrom(process.env)),
    statistics: new StatisticsService(ds, clock),
    openFeed: new OpenFeedService(ds, clock),
    activities: new ActivityService(ds, clock),
    compass: new CompassService(ds, clock),
    decisions: new DecisionService(ds, clock),
    live: new LiveService(ds),
  };
}
