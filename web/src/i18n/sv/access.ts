// The pages people reach from the login page without being logged in (issue 20 §4, §5): 'Glömt
// lösenordet?', the set-password page of a reset or invitation link, the registration form and
// the activation link. Guest-facing, so every language has them (i18n/texts.ts).
export const access = {
  forgot: {
    title: 'Glömt lösenordet?',
    intro: 'Skriv e-postadressen du loggar in med, så skickar vi en länk där du kan välja ett nytt lösenord.',
    email: 'E-post',
    submit: 'Skicka länk',
    submitting: 'Skickar...',
    /** Issue 20 §4: the same answer whether the address has an account or not. */
    sent: 'Om adressen finns skickar vi en länk. Den gäller i 30 minuter.',
  },
  password: {
    resetTitle: 'Välj nytt lösenord',
    invitationTitle: 'Välj ditt lösenord',
    invitationIntro: 'Du har fått ett konto i noQ. Välj lösenordet du vill logga in med.',
    password: 'Nytt lösenord',
    repeat: 'Upprepa lösenordet',
    rules: (min: number) => `Minst ${min} tecken.`,
    tooShort: (min: number) => `Lösenordet måste vara minst ${min} tecken.`,
    mismatch: 'Lösenorden är inte lika.',
    submit: 'Spara lösenord',
    submitting: 'Sparar...',
    done: 'Lösenordet är sparat. Nu kan du logga in med det.',
  },
  register: {
    title: 'Skapa konto',
    intro: 'Skapa ett konto för att boka en plats själv. Vi skickar en länk till din e-post som aktiverar kontot.',
    email: 'E-post',
    password: 'Lösenord',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    gender: 'Kön (valfritt)',
    genderUnset: 'Vill inte ange',
    genderK: 'Kvinna',
    genderM: 'Man',
    phone: 'Telefon (valfritt)',
    submit: 'Skapa konto',
    submitting: 'Skapar konto...',
    /** The same answer for a taken address (issue 20 §5): its owner gets an e-mail too. */
    sent: (email: string) =>
      `Titta i din e-post: vi har skickat ett meddelande till ${email}. Öppna länken i det för att aktivera kontot, och logga sedan in.`,
  },
  activate: {
    title: 'Aktivera konto',
    working: 'Aktiverar kontot...',
    done: 'Kontot är aktiverat. Nu kan du logga in.',
    /** Issue 29 §1: the holder of the link chooses the password (a registration's does not survive). */
    intro: 'Välj lösenordet du vill logga in med. Det kan vara samma som när du skapade kontot.',
    submit: 'Aktivera kontot',
  },
  link: {
    missing: 'Länken är inte hel. Öppna hela länken från e-postmeddelandet.',
    invalid: 'Länken är ogiltig. Kontrollera att du har kopierat hela länken.',
    used: 'Länken har redan använts.',
    expired: 'Länken har gått ut. Be om en ny.',
    newReset: 'Be om en ny länk',
  },
  toLogin: 'Till inloggningen',
  login: 'Logga in',
  tooMany: 'För många försök. Vänta en stund och försök igen.',
  failed: 'Det gick inte just nu. Försök igen.',
};
