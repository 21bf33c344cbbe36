import type { Language } from '../../domain/person';
import { declineReasonIn } from './decline-reasons';
import { languageQuery } from './link-language';
import type { RenderInput, Rendered, Template } from '../catalogue';

/**
 * Booking messages to guests and the host's digest (issue 20 §3). A guest's message is in their
 * language (app_user.language: sv, en, pl, ro, ar), Swedish otherwise; the host's digest is
 * Swedish, as every staff text. What a message may hold is the row's `params`, written by
 * booking-messages.ts: the guest's first name, the shelter, its address and check-in times, the
 * room, the dates and a decline reason, never an UNO code, a flag or a personnummer
 * (docs/PRIVACY.md lists each message).
 */

/** The schema's Language (domain/person.ts): a sixth language is one more key here, which the compiler asks for. */
type Lang = Language;

interface P {
  firstName: string;
  shelter: string;
  address: string;
  room: string;
  startDate: string;
  endDate: string;
  checkInFrom: string;
  checkInUntil: string;
  reason: string;
  /** The place in the queue when the message was written ('' when not queued). */
  queuePosition: string;
  link: string;
}

/** One language's words; each message is built from them by `compose`. */
interface Words {
  hello: (name: string) => string;
  stay: (p: P) => string;
  address: string;
  checkIn: (p: P) => string | null;
  link: (url: string) => string;
  received: [string, string];
  queued: [string, string];
  promoted: [string, string];
  assigned: [string, string];
  confirmBy: (p: P) => string;
  /** Issue 33 §14: the queue message repeats the place in the queue the answer showed. */
  position: (n: string) => string;
  confirmed: [string, string];
  declined: [string, string];
  reason: (r: string) => string;
  noShow: [string, string];
  arrival: [string, string];
  bye: string;
}

const checkWindow = (p: P, from: string, until: string, fromUntil: string): string | null =>
  p.checkInFrom && p.checkInUntil
    ? fromUntil.replace('{from}', p.checkInFrom).replace('{until}', p.checkInUntil)
    : p.checkInUntil
      ? until.replace('{until}', p.checkInUntil)
      : p.checkInFrom
        ? from.replace('{from}', p.checkInFrom)
        : null;

const WORDS: Record<Lang, Words> = {
  sv: {
    hello: (n) => (n ? `Hej ${n}!` : 'Hej!'),
    stay: (p) => `${p.room}, ${p.shelter}, ${p.startDate} – ${p.endDate}`,
    address: 'Adress',
    checkIn: (p) => checkWindow(p, 'Incheckning från kl. {from}.', 'Incheckning senast kl. {until}.', 'Incheckning kl. {from}–{until}.'),
    link: (u) => `Se din bokning: ${u}`,
    received: ['Vi har tagit emot din förfrågan', 'Din förfrågan är mottagen. Du får besked när härbärget har svarat.'],
    queued: ['Du står i kö', 'Rummet är fullt just nu. Du står i kö och får besked om en plats blir ledig.'],
    promoted: ['En plats har blivit ledig', 'Du har flyttats från kön. Din förfrågan väntar nu på härbärgets svar.'],
    assigned: ['Du har fått en plats', 'Härbärget har gett dig en plats.'],
    position: (n) => `Du är nummer ${n} i kön.`,
    confirmBy: (p) => `Bekräfta platsen i noQ senast ${p.startDate}${p.checkInUntil ? ` kl. ${p.checkInUntil}` : ''}.`,
    confirmed: ['Din plats är bokad', 'Din plats är bokad och bekräftad.'],
    declined: ['Din förfrågan fick nej', 'Härbärget kunde tyvärr inte ge dig en plats.'],
    reason: (r) => `Anledning: ${r}`,
    noShow: ['Din plats har släppts', 'Du checkade inte in i tid, så platsen har gått till någon annan.'],
    arrival: ['Välkommen i dag', 'I dag är din ankomstdag.'],
    bye: 'Hälsningar, noQ',
  },
  en: {
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    stay: (p) => `${p.room}, ${p.shelter}, ${p.startDate} – ${p.endDate}`,
    address: 'Address',
    checkIn: (p) => checkWindow(p, 'Check-in from {from}.', 'Check in by {until} at the latest.', 'Check-in {from}–{until}.'),
    link: (u) => `See your booking: ${u}`,
    received: ['We have received your request', 'Your request has been received. You will hear from us when the shelter has answered.'],
    queued: ['You are in the queue', 'The room is full right now. You are in the queue and will hear from us if a place becomes free.'],
    promoted: ['A place has become free', 'You have moved out of the queue. Your request now waits for the shelter’s answer.'],
    assigned: ['You have been given a place', 'The shelter has given you a place.'],
    position: (n) => `You are number ${n} in the queue.`,
    confirmBy: (p) => `Confirm the place in noQ by ${p.startDate}${p.checkInUntil ? ` ${p.checkInUntil}` : ''} at the latest.`,
    confirmed: ['Your place is booked', 'Your place is booked and confirmed.'],
    declined: ['Your request was declined', 'Unfortunately the shelter could not give you a place.'],
    reason: (r) => `Reason: ${r}`,
    noShow: ['Your place has been released', 'You did not check in in time, so the place has gone to someone else.'],
    arrival: ['Welcome today', 'Today is your day of arrival.'],
    bye: 'Kind regards, noQ',
  },
  pl: {
    hello: (n) => (n ? `Dzień dobry ${n},` : 'Dzień dobry,'),
    stay: (p) => `${p.room}, ${p.shelter}, ${p.startDate} – ${p.endDate}`,
    address: 'Adres',
    checkIn: (p) => checkWindow(p, 'Zameldowanie od {from}.', 'Zameldowanie najpóźniej do {until}.', 'Zameldowanie {from}–{until}.'),
    link: (u) => `Zobacz swoją rezerwację: ${u}`,
    received: ['Otrzymaliśmy Twoją prośbę', 'Twoja prośba została przyjęta. Dostaniesz wiadomość, gdy noclegownia odpowie.'],
    queued: ['Jesteś w kolejce', 'Pokój jest teraz pełny. Jesteś w kolejce i dostaniesz wiadomość, gdy zwolni się miejsce.'],
    promoted: ['Zwolniło się miejsce', 'Wyszedłeś z kolejki. Twoja prośba czeka teraz na odpowiedź noclegowni.'],
    assigned: ['Masz miejsce', 'Noclegownia przyznała Ci miejsce.'],
    position: (n) => `Jesteś na ${n}. miejscu w kolejce.`,
    confirmBy: (p) => `Potwierdź miejsce w noQ najpóźniej ${p.startDate}${p.checkInUntil ? ` ${p.checkInUntil}` : ''}.`,
    confirmed: ['Twoje miejsce jest zarezerwowane', 'Twoje miejsce jest zarezerwowane i potwierdzone.'],
    declined: ['Twoja prośba została odrzucona', 'Niestety noclegownia nie mogła dać Ci miejsca.'],
    reason: (r) => `Powód: ${r}`,
    noShow: ['Twoje miejsce zostało zwolnione', 'Nie zameldowałeś się na czas, więc miejsce otrzymał ktoś inny.'],
    arrival: ['Witamy dzisiaj', 'Dzisiaj jest dzień Twojego przyjazdu.'],
    bye: 'Pozdrawiamy, noQ',
  },
  ro: {
    hello: (n) => (n ? `Bună ziua ${n},` : 'Bună ziua,'),
    stay: (p) => `${p.room}, ${p.shelter}, ${p.startDate} – ${p.endDate}`,
    address: 'Adresa',
    checkIn: (p) =>
      checkWindow(
        p,
        'Sosirea se înregistrează de la {from}.',
        'Sosirea se înregistrează cel târziu la {until}.',
        'Sosirea se înregistrează între {from} și {until}.',
      ),
    link: (u) => `Vezi rezervarea: ${u}`,
    received: ['Am primit cererea ta', 'Cererea ta a fost primită. Vei primi un mesaj când adăpostul răspunde.'],
    queued: [
      'Ești pe lista de așteptare',
      'Camera este plină acum. Ești pe lista de așteptare și vei primi un mesaj dacă se eliberează un loc.',
    ],
    promoted: ['S-a eliberat un loc', 'Ai ieșit de pe lista de așteptare. Cererea ta așteaptă acum răspunsul adăpostului.'],
    assigned: ['Ai primit un loc', 'Adăpostul ți-a dat un loc.'],
    position: (n) => `Ești pe locul ${n} pe lista de așteptare.`,
    confirmBy: (p) => `Confirmă locul în noQ cel târziu pe ${p.startDate}${p.checkInUntil ? ` ${p.checkInUntil}` : ''}.`,
    confirmed: ['Locul tău este rezervat', 'Locul tău este rezervat și confirmat.'],
    declined: ['Cererea ta a fost refuzată', 'Din păcate adăpostul nu ți-a putut da un loc.'],
    reason: (r) => `Motiv: ${r}`,
    noShow: ['Locul tău a fost eliberat', 'Nu te-ai prezentat la timp, așa că locul a fost dat altcuiva.'],
    arrival: ['Bine ai venit astăzi', 'Astăzi este ziua sosirii tale.'],
    bye: 'Cu stimă, noQ',
  },
  ar: {
    hello: (n) => (n ? `مرحبًا ${n}،` : 'مرحبًا،'),
    stay: (p) => `${p.room}، ${p.shelter}، ${p.startDate} – ${p.endDate}`,
    address: 'العنوان',
    checkIn: (p) =>
      checkWindow(p, 'تسجيل الوصول من الساعة {from}.', 'تسجيل الوصول حتى الساعة {until} على الأكثر.', 'تسجيل الوصول {from}–{until}.'),
    link: (u) => `تفاصيل الحجز: ${u}`,
    received: ['استلمنا طلبك', 'تم استلام طلبك. ستصلك رسالة عندما يرد المأوى.'],
    queued: ['أنت في قائمة الانتظار', 'الغرفة ممتلئة الآن. أنت في قائمة الانتظار وستصلك رسالة إذا توفّر مكان.'],
    promoted: ['توفّر مكان', 'خرجت من قائمة الانتظار. طلبك الآن بانتظار رد المأوى.'],
    assigned: ['حصلت على مكان', 'أعطاك المأوى مكانًا.'],
    position: (n) => `ترتيبك في قائمة الانتظار: ${n}.`,
    confirmBy: (p) => `يُرجى تأكيد المكان في noQ في موعد أقصاه ${p.startDate}${p.checkInUntil ? ` ${p.checkInUntil}` : ''}.`,
    confirmed: ['تم حجز مكانك', 'تم حجز مكانك وتأكيده.'],
    declined: ['تم رفض طلبك', 'للأسف لم يستطع المأوى أن يعطيك مكانًا.'],
    reason: (r) => `السبب: ${r}`,
    noShow: ['تم إلغاء مكانك', 'لم يتم تسجيل الوصول في الوقت المحدد، لذلك أُعطي المكان لشخص آخر.'],
    arrival: ['أهلًا بك اليوم', 'اليوم هو يوم وصولك.'],
    bye: 'مع التحية، noQ',
  },
};

/** SPEC §2: a space after the third digit of a postcode ('11820' → '118 20'). */
const postcode = (p: string): string => {
  const d = p.replace(/\s+/g, '');
  return d.length > 3 ? `${d.slice(0, 3)} ${d.slice(3)}` : d;
};

const langOf = (l: string): Lang => (l in WORDS ? (l as Lang) : 'sv');

function paramsOf(input: RenderInput): P {
  const v = (k: string) => input.params[k] ?? '';
  return {
    firstName: v('firstName'),
    shelter: v('shelter'),
    address: [v('street'), [postcode(v('postcode')), v('city')].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    room: v('room'),
    startDate: v('startDate'),
    endDate: v('endDate'),
    checkInFrom: v('checkInFrom'),
    checkInUntil: v('checkInUntil'),
    reason: v('reason'),
    queuePosition: v('queuePosition'),
    link: `${input.baseUrl.replace(/\/+$/, '')}/user/requests${languageQuery(input.language)}`,
  };
}

type Kind = 'received' | 'queued' | 'promoted' | 'assigned' | 'confirmed' | 'declined' | 'noShow' | 'arrival';

/**
 * A guest's message: greeting, what happened, the stay; the address and check-in times where the
 * guest is on the way (assigned, confirmed, arrival), the reason of a decline, the link. The SMS
 * is the same in one short paragraph without the greeting.
 */
function compose(kind: Kind): Template {
  return (input): Rendered => {
    const w = WORDS[langOf(input.language)];
    const p = paramsOf(input);
    const [subject, lead] = w[kind];
    const onTheWay = kind === 'assigned' || kind === 'confirmed' || kind === 'arrival';
    const facts: string[] = [w.stay(p)];
    if (onTheWay && p.address) facts.push(`${w.address}: ${p.address}`);
    const checkIn = onTheWay ? w.checkIn(p) : null;
    if (checkIn) facts.push(checkIn);
    if (kind === 'assigned') facts.push(w.confirmBy(p));
    if (kind === 'declined' && p.reason) facts.push(w.reason(declineReasonIn(p.reason, langOf(input.language))));
    if (kind === 'queued' && p.queuePosition) facts.unshift(w.position(p.queuePosition));
    const text = [w.hello(p.firstName), '', lead, '', ...facts, '', w.link(p.link), '', w.bye].join('\n');
    const sms = [lead, ...facts].join(' ');
    return { subject: `noQ: ${subject}`, text, sms };
  };
}

/**
 * The host staff's digest (Swedish): how many new requests, and per request the room and dates;
 * no guest data at all.
 */
const digest: Template = (input) => {
  const n = input.params.count ?? '0';
  const lines = (input.params.lines ?? '').split('\n').filter(Boolean);
  const shelter = input.params.shelter ?? '';
  const link = `${input.baseUrl.replace(/\/+$/, '')}/host/requests`;
  const head = n === '1' ? `1 ny förfrågan på ${shelter}` : `${n} nya förfrågningar på ${shelter}`;
  return {
    subject: `noQ: ${head}`,
    text: ['Hej!', '', `${head}:`, '', ...lines.map((l) => `– ${l}`), '', `Hantera dem i noQ: ${link}`, '', 'Hälsningar, noQ'].join('\n'),
    sms: `${head}. ${link}`,
  };
};

export const BOOKING_TEMPLATES = {
  'booking.received': compose('received'),
  'booking.queued': compose('queued'),
  'booking.promoted': compose('promoted'),
  'booking.assigned': compose('assigned'),
  'booking.confirmed': compose('confirmed'),
  'booking.declined': compose('declined'),
  'booking.no_show': compose('noShow'),
  'booking.arrival': compose('arrival'),
  'host.digest': digest,
} satisfies Record<string, Template>;
