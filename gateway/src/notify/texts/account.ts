import type { Language } from '../../domain/person';
import { languageQuery } from './link-language';
import type { RenderInput, Rendered, Template } from '../catalogue';

/**
 * Account messages (issue 20 §4–6): a password-reset link, a registered guest's activation link,
 * "someone tried to register with your address", and a staff invitation. The link's token is
 * made by the delivery worker as it sends the message (issue 29 §6: never stored in the row) and
 * handed to the template as `secret`; `params` holds the first name only. Guest-facing messages are in the account's language (sv, en, pl, ro,
 * ar), the invitation is Swedish (staff). The token rides in the link's fragment (#…): browsers
 * never send a fragment to a server, so it does not land in a proxy's or the gateway's logs.
 */

/** The schema's Language (domain/person.ts): a sixth language is one more key here, which the compiler asks for. */
type Lang = Language;

interface Words {
  hello: (name: string) => string;
  bye: string;
  reset: { subject: string; body: string; ignore: string };
  activation: { subject: string; body: string; ignore: string };
  attempt: { subject: string; body: string; ignore: string };
}

const WORDS: Record<Lang, Words> = {
  sv: {
    hello: (n) => (n ? `Hej ${n}!` : 'Hej!'),
    bye: 'Hälsningar, noQ',
    reset: {
      subject: 'noQ: välj ett nytt lösenord',
      body: 'Någon (förhoppningsvis du) bad om ett nytt lösenord till ditt konto. Öppna länken inom 30 minuter för att välja ett nytt lösenord:',
      ignore: 'Bad du inte om det? Då kan du strunta i det här meddelandet; lösenordet är oförändrat.',
    },
    activation: {
      subject: 'noQ: aktivera ditt konto',
      body: 'Välkommen till noQ! Öppna länken för att aktivera ditt konto. Sedan kan du logga in:',
      ignore: 'Skapade du inget konto? Då kan du strunta i det här meddelandet.',
    },
    attempt: {
      subject: 'noQ: någon försökte skapa ett konto med din adress',
      body: 'Någon försökte skapa ett nytt konto i noQ med din e-postadress, men du har redan ett konto. Logga in här, eller välj ett nytt lösenord om du har glömt det:',
      ignore: 'Var det inte du? Då behöver du inte göra något.',
    },
  },
  en: {
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    bye: 'Best regards, noQ',
    reset: {
      subject: 'noQ: choose a new password',
      body: 'Someone (hopefully you) asked for a new password for your account. Open the link within 30 minutes to choose a new password:',
      ignore: 'Did you not ask for this? Then you can ignore this message; your password has not changed.',
    },
    activation: {
      subject: 'noQ: activate your account',
      body: 'Welcome to noQ! Open the link to activate your account. Then you can log in:',
      ignore: 'Did you not create an account? Then you can ignore this message.',
    },
    attempt: {
      subject: 'noQ: someone tried to create an account with your address',
      body: 'Someone tried to create a new noQ account with your email address, but you already have an account. Log in here, or choose a new password if you have forgotten it:',
      ignore: 'Was it not you? Then you do not need to do anything.',
    },
  },
  pl: {
    hello: (n) => (n ? `Dzień dobry, ${n}!` : 'Dzień dobry!'),
    bye: 'Pozdrawiamy, noQ',
    reset: {
      subject: 'noQ: wybierz nowe hasło',
      body: 'Ktoś (mamy nadzieję, że Ty) poprosił o nowe hasło do Twojego konta. Otwórz link w ciągu 30 minut, aby wybrać nowe hasło:',
      ignore: 'Nie prosiłeś o to? Możesz zignorować tę wiadomość; hasło się nie zmieniło.',
    },
    activation: {
      subject: 'noQ: aktywuj swoje konto',
      body: 'Witamy w noQ! Otwórz link, aby aktywować konto. Potem możesz się zalogować:',
      ignore: 'Nie zakładałeś konta? Możesz zignorować tę wiadomość.',
    },
    attempt: {
      subject: 'noQ: ktoś próbował założyć konto z Twoim adresem',
      body: 'Ktoś próbował założyć nowe konto w noQ z Twoim adresem e-mail, ale masz już konto. Zaloguj się tutaj albo wybierz nowe hasło, jeśli je zapomniałeś:',
      ignore: 'To nie Ty? Nie musisz nic robić.',
    },
  },
  ro: {
    hello: (n) => (n ? `Bună ziua, ${n}!` : 'Bună ziua!'),
    bye: 'Cu stimă, noQ',
    // One form of address, the web's informal "tu", in every Romanian text (issue 33 §14).
    reset: {
      subject: 'noQ: alege o parolă nouă',
      body: 'Cineva (sperăm că tu) a cerut o parolă nouă pentru contul tău. Deschide linkul în 30 de minute pentru a alege o parolă nouă:',
      ignore: 'Nu ai cerut asta? Poți ignora mesajul; parola nu s-a schimbat.',
    },
    activation: {
      subject: 'noQ: activează-ți contul',
      body: 'Bun venit la noQ! Deschide linkul pentru a-ți activa contul. Apoi te poți autentifica:',
      ignore: 'Nu ai creat un cont? Poți ignora acest mesaj.',
    },
    attempt: {
      subject: 'noQ: cineva a încercat să creeze un cont cu adresa ta',
      body: 'Cineva a încercat să creeze un cont nou în noQ cu adresa ta de e-mail, dar ai deja un cont. Autentifică-te aici sau alege o parolă nouă dacă ai uitat-o:',
      ignore: 'Nu ai fost tu? Nu trebuie să faci nimic.',
    },
  },
  ar: {
    hello: (n) => (n ? `مرحبًا ${n}،` : 'مرحبًا،'),
    bye: 'مع التحية، noQ',
    reset: {
      subject: 'noQ: اختيار كلمة مرور جديدة',
      body: 'طلب شخص ما كلمة مرور جديدة لهذا الحساب. لاختيار كلمة مرور جديدة يُرجى فتح الرابط خلال 30 دقيقة:',
      ignore: 'إذا لم يكن الطلب منك، يمكن تجاهل هذه الرسالة؛ كلمة المرور لم تتغير.',
    },
    activation: {
      subject: 'noQ: تفعيل الحساب',
      body: 'مرحبًا بك في noQ! يُرجى فتح الرابط لتفعيل الحساب. بعد ذلك يمكن تسجيل الدخول:',
      ignore: 'إذا لم يكن إنشاء الحساب منك، يمكن تجاهل هذه الرسالة.',
    },
    attempt: {
      subject: 'noQ: محاولة لإنشاء حساب بعنوانك',
      body: 'حاول شخص ما إنشاء حساب جديد في noQ باستخدام هذا البريد الإلكتروني، لكن له حساب بالفعل. يمكن تسجيل الدخول هنا، أو اختيار كلمة مرور جديدة عند نسيانها:',
      ignore: 'إذا لم يكن ذلك منك، فلا داعي لفعل أي شيء.',
    },
  },
};

const wordsFor = (language: string): Words => WORDS[(language in WORDS ? language : 'sv') as Lang];

const base = (input: RenderInput): string => input.baseUrl.replace(/\/+$/, '');

/** A link to `path` carrying the row's token in the fragment (never in the path or query). */
const tokenLink = (input: RenderInput, path: string): string =>
  `${base(input)}${path}${languageQuery(input.language)}#${input.secret?.token ?? ''}`;

function letter(input: RenderInput, part: { subject: string; body: string; ignore: string }, link: string): Rendered {
  const w = wordsFor(input.language);
  return {
    subject: part.subject,
    text: [w.hello(input.params.firstName ?? ''), '', part.body, '', link, '', part.ignore, '', w.bye].join('\n'),
    sms: `${part.subject}: ${link}`,
  };
}

/** Where the web opens each link (web/src/lib/paths.ts holds the same paths). */
export const ACCOUNT_LINK_PATHS = {
  reset: '/password/reset',
  activation: '/register/activate',
  invitation: '/invitation',
  login: '/login',
  forgot: '/password/forgot',
} as const;

const passwordReset: Template = (input) => letter(input, wordsFor(input.language).reset, tokenLink(input, ACCOUNT_LINK_PATHS.reset));

const activation: Template = (input) => letter(input, wordsFor(input.language).activation, tokenLink(input, ACCOUNT_LINK_PATHS.activation));

const registrationAttempt: Template = (input) => {
  const lang = languageQuery(input.language);
  const links = `${base(input)}${ACCOUNT_LINK_PATHS.login}${lang}\n${base(input)}${ACCOUNT_LINK_PATHS.forgot}${lang}`;
  return letter(input, wordsFor(input.language).attempt, links);
};

/** Staff (Swedish): an admin made an account; the link sets its first password. */
const invitation: Template = (input) => {
  const link = `${base(input)}${ACCOUNT_LINK_PATHS.invitation}#${input.secret?.token ?? ''}`;
  const name = input.params.firstName ?? '';
  return {
    subject: 'noQ: du har fått ett konto',
    text: [
      name ? `Hej ${name}!` : 'Hej!',
      '',
      'En administratör har skapat ett konto åt dig i noQ. Öppna länken och välj ditt lösenord; länken gäller i 7 dagar:',
      '',
      link,
      '',
      'Sedan loggar du in med din e-postadress och lösenordet du valde.',
      '',
      'Hälsningar, noQ',
    ].join('\n'),
    sms: `noQ: välj lösenord till ditt nya konto: ${link}`,
  };
};

/** The one-time SMS code (issue 36) in the account's language; `secret.token` is the code, made as it is sent. */
const SMS_CODE_WORDS: Record<Lang, { subject: string; code: (code: string) => string }> = {
  sv: { subject: 'noQ: din kod', code: (c) => `noQ: din kod är ${c}. Den gäller i 10 minuter. Ge den aldrig till någon.` },
  en: { subject: 'noQ: your code', code: (c) => `noQ: your code is ${c}. It is valid for 10 minutes. Never give it to anyone.` },
  pl: { subject: 'noQ: Twój kod', code: (c) => `noQ: Twój kod to ${c}. Jest ważny przez 10 minut. Nigdy nikomu go nie podawaj.` },
  ro: {
    subject: 'noQ: codul tău',
    code: (c) => `noQ: codul tău este ${c}. Este valabil 10 minute. Nu îl da nimănui.`,
  },
  ar: { subject: 'noQ: رمزك', code: (c) => `noQ: رمزك هو ${c}. صالح لمدة 10 دقائق. لا تعطه لأي شخص أبدًا.` },
};

const smsCode: Template = (input) => {
  const w = SMS_CODE_WORDS[(input.language in SMS_CODE_WORDS ? input.language : 'sv') as Lang];
  const line = w.code(input.secret?.token ?? '');
  return { subject: w.subject, text: line, sms: line };
};

export const ACCOUNT_TEMPLATES = {
  'account.sms_code': smsCode,
  'account.password_reset': passwordReset,
  'account.activation': activation,
  'account.registration_attempt': registrationAttempt,
  'account.invitation': invitation,
} satisfies Record<string, Template>;
