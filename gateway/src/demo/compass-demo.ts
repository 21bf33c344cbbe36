/**
 * Kompassen's demo data (issue 35 §2): a dozen resources in Stockholm and Göteborg with realistic
 * weekly hours (breakfasts, day centres, evening showers, a night café past midnight, a clinic, a
 * needle exchange, advice for EU citizens). The names are invented; the phone numbers are in the
 * ranges PTS keeps for fiction, the coordinates their streets'. One belongs to the first demo
 * shelter, so its host staff have one to keep.
 */
import type { EntityManager } from 'typeorm';
import type { ResourceAudience, ResourceKind, WeeklyOpening } from '../domain/compass';

interface DemoResource {
  name: string;
  kind: ResourceKind;
  audiences: ResourceAudience[];
  street: string;
  postcode: string;
  city: string;
  phone: string | null;
  hours: WeeklyOpening[];
  description: string;
  translations?: Record<string, string>;
  /** 0 Stockholm, 1 Göteborg. */
  region: 0 | 1;
  /** Index of a demo shelter whose staff keep it. */
  shelter?: number;
  latitude: number;
  longitude: number;
}

const days = (list: number[], opens: string, closes: string): WeeklyOpening[] => list.map((weekday) => ({ weekday, opens, closes }));
const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

export const DEMO_RESOURCES: DemoResource[] = [
  {
    name: 'Frukostklubben Klara',
    kind: 'meals',
    audiences: ['everyone'],
    street: 'Klara Östra Kyrkogata 2',
    postcode: '11152',
    city: 'Stockholm',
    phone: '08-465 004 20',
    hours: [...days(WEEKDAYS, '07:30', '10:00'), ...days([6, 7], '09:00', '11:00')],
    description: 'Gratis frukost. Kom som du är.',
    translations: {
      en: 'Free breakfast. Come as you are.',
      pl: 'Darmowe śniadanie. Przyjdź taki, jaki jesteś.',
      ro: 'Mic dejun gratuit. Vino așa cum ești.',
      ar: 'فطور مجاني. تعال كما أنت.',
    },
    region: 0,
    latitude: 59.3325,
    longitude: 18.0626,
  },
  {
    name: 'Dagcenter Södermalm',
    kind: 'day_centre',
    audiences: ['everyone'],
    street: 'Hornsgatan 60',
    postcode: '11821',
    city: 'Stockholm',
    phone: '08-465 004 21',
    hours: days(WEEKDAYS, '09:00', '16:00'),
    description: 'Fika, lunch, tvätt och samtal. Wifi och laddning av telefon.',
    translations: { en: 'Coffee, lunch, laundry and someone to talk to. Wi-Fi and phone charging.' },
    region: 0,
    latitude: 59.3187,
    longitude: 18.0603,
  },
  {
    name: 'Kvällsduschen Ljusglimten',
    kind: 'shower_laundry',
    audiences: ['everyone'],
    street: 'Hornsgatan 12',
    postcode: '11820',
    city: 'Stockholm',
    phone: '08-465 004 22',
    hours: days(EVERY_DAY, '18:00', '21:00'),
    description: 'Dusch och tvättmaskin i källaren. Handduk och tvål finns.',
    region: 0,
    shelter: 0,
    latitude: 59.3198,
    longitude: 18.0664,
  },
  {
    name: 'Nattcafé Sergel',
    kind: 'warm_place',
    audiences: ['everyone'],
    street: 'Sergels torg 12',
    postcode: '11157',
    city: 'Stockholm',
    phone: '08-465 004 23',
    hours: days(EVERY_DAY, '22:00', '06:00'),
    description: 'Värme, kaffe och smörgås hela natten.',
    translations: { en: 'Warmth, coffee and a sandwich all night.', ar: 'دفء وقهوة وشطيرة طوال الليل.' },
    region: 0,
    latitude: 59.3326,
    longitude: 18.0649,
  },
  {
    name: 'Vårdmottagningen Hjärtat',
    kind: 'health_care',
    audiences: ['everyone', 'undocumented'],
    street: 'Fleminggatan 22',
    postcode: '11226',
    city: 'Stockholm',
    phone: '08-465 004 24',
    hours: [...days([1, 3, 5], '09:00', '15:00'), ...days([2, 4], '13:00', '19:00')],
    description: 'Sjuksköterska och läkare utan tidsbokning. Ingen legitimation behövs.',
    translations: {
      en: 'Nurse and doctor without an appointment. No ID needed.',
      ro: 'Asistentă și medic fără programare. Nu e nevoie de act de identitate.',
    },
    region: 0,
    latitude: 59.3331,
    longitude: 18.0399,
  },
  {
    name: 'Sprutbytet Kungsholmen',
    kind: 'needle_exchange',
    audiences: ['everyone'],
    street: 'Sankt Göransgatan 84',
    postcode: '11238',
    city: 'Stockholm',
    phone: '08-465 004 25',
    hours: days(WEEKDAYS, '10:00', '15:00'),
    description: 'Rena sprutor, naloxon och provtagning.',
    region: 0,
    latitude: 59.3349,
    longitude: 18.0272,
  },
  {
    name: 'Rådgivning för EU-medborgare',
    kind: 'advice',
    audiences: ['eu_citizens'],
    street: 'Götgatan 48',
    postcode: '11826',
    city: 'Stockholm',
    phone: '08-465 004 26',
    hours: days([2, 4], '10:00', '14:00'),
    description: 'Råd om arbete, boende och rättigheter. Tolk på polska och rumänska.',
    translations: {
      en: 'Advice on work, housing and rights. Interpreters in Polish and Romanian.',
      pl: 'Porady dotyczące pracy, mieszkania i praw. Tłumacz polskiego i rumuńskiego.',
      ro: 'Sfaturi despre muncă, locuință și drepturi. Interpret de poloneză și română.',
    },
    region: 0,
    latitude: 59.3128,
    longitude: 18.0736,
  },
  {
    name: 'Soppköket Järntorget',
    kind: 'meals',
    audiences: ['everyone'],
    street: 'Järntorget 5',
    postcode: '41304',
    city: 'Göteborg',
    phone: '031-390 06 20',
    hours: [...days(WEEKDAYS, '11:30', '13:30'), ...days(EVERY_DAY, '17:00', '19:00')],
    description: 'Lunch på vardagar och kvällsmat varje dag.',
    translations: { en: 'Lunch on weekdays and dinner every day.' },
    region: 1,
    latitude: 57.6994,
    longitude: 11.9532,
  },
  {
    name: 'Kvinnojouren Dagrummet',
    kind: 'day_centre',
    audiences: ['women'],
    street: 'Karl Johansgatan 40',
    postcode: '41459',
    city: 'Göteborg',
    phone: '031-390 06 21',
    hours: days(WEEKDAYS, '10:00', '17:00'),
    description: 'En trygg plats för kvinnor: vila, dusch, samtal och stöd.',
    translations: { en: 'A safe place for women: rest, shower, talk and support.', ar: 'مكان آمن للنساء: راحة واستحمام وحديث ودعم.' },
    region: 1,
    latitude: 57.6951,
    longitude: 11.9282,
  },
  {
    name: 'Tvättstugan Nordstan',
    kind: 'shower_laundry',
    audiences: ['everyone'],
    street: 'Nils Ericsonsgatan 17',
    postcode: '41103',
    city: 'Göteborg',
    phone: null,
    hours: days([1, 3, 5, 6], '08:00', '12:00'),
    description: 'Dusch och tvätt. Ta med egen påse för kläderna.',
    region: 1,
    latitude: 57.7087,
    longitude: 11.9707,
  },
  {
    name: 'Ungdomsmottagningen Vägen',
    kind: 'health_care',
    audiences: ['young_people'],
    street: 'Vasagatan 9',
    postcode: '41124',
    city: 'Göteborg',
    phone: '031-390 06 22',
    hours: days([1, 2, 3, 4], '12:00', '18:00'),
    description: 'Vård och samtal för unga mellan 18 och 25 år.',
    translations: { en: 'Health care and counselling for young people aged 18 to 25.' },
    region: 1,
    latitude: 57.6998,
    longitude: 11.9705,
  },
  {
    name: 'Klädbanken Hisingen',
    kind: 'clothes',
    audiences: ['everyone', 'families'],
    street: 'Wieselgrensplatsen 2',
    postcode: '41717',
    city: 'Göteborg',
    phone: '031-390 06 23',
    hours: [...days([2, 4], '13:00', '18:00'), ...days([6], '10:00', '14:00')],
    description: 'Varma kläder, skor och sovsäckar utan kostnad.',
    translations: { en: 'Warm clothes, shoes and sleeping bags free of charge.', pl: 'Ciepłe ubrania, buty i śpiwory za darmo.' },
    region: 1,
    latitude: 57.7212,
    longitude: 11.9432,
  },
];

/** Inserts the demo resources (inside the seed's transaction). */
export async function seedCompass(tx: EntityManager, regions: readonly number[], shelters: readonly number[]): Promise<void> {
  for (const r of DEMO_RESOURCES) {
    await tx.query(
      `INSERT INTO compass_resource (name, kind, audiences, street, postcode, city, phone, weekly_hours, description,
                                     description_translations, region_id, shelter_id, latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        r.name,
        r.kind,
        r.audiences,
        r.street,
        r.postcode,
        r.city,
        r.phone,
        JSON.stringify(r.hours),
        r.description,
        JSON.stringify(r.translations ?? {}),
        regions[r.region],
        r.shelter === undefined ? null : (shelters[r.shelter] ?? null),
        r.latitude,
        r.longitude,
      ],
    );
  }
}
