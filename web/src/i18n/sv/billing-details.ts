/** Who pays (issue 21 §2): a region's billing details, edited in the administration. */
export const regionBilling = {
  heading: 'Faktureringsuppgifter per region',
  hint: 'Regionen (kommunen) betalar för nätterna. Uppgifterna skrivs på fakturorna.',
  show: 'Visa regionernas uppgifter',
  hide: 'Dölj regionernas uppgifter',
  edit: (region: string) => `Ändra uppgifter för ${region}`,
  complete: 'Klar',
  incomplete: 'Saknar uppgifter',
  name: 'Namn på fakturan',
  organisationNumber: 'Organisationsnummer',
  street: 'Gatuadress',
  postcode: 'Postnummer',
  city: 'Ort',
  reference: 'Referens',
  endpointId: 'E-fakturaadress (valfritt, t.ex. 0007:2120000142)',
  contact: 'Kontakt (valfritt)',
  fullNames: 'Skriv gästernas fullständiga namn på fakturorna (annars UNO-kod och initialer)',
  save: 'Spara',
  saved: (region: string) => `Uppgifterna för ${region} är sparade.`,
  none: 'Inga regioner.',
};

/** A shelter's seller details (issue 21), edited by its host staff and in the administration. */
export const sellerBilling = {
  show: 'Faktureringsuppgifter',
  showFor: (shelter: string) => `Faktureringsuppgifter för ${shelter}`,
  heading: (shelter: string) => `Säljaruppgifter för ${shelter}`,
  incomplete: 'Organisationsnummer och bankgiro behövs innan härbärget kan skicka fakturor.',
  organisationNumber: 'Organisationsnummer',
  bankAccount: 'Betalas till (Bankgiro 5050-1055, Plusgiro 41234-6 eller IBAN … BIC …)',
  endpointId: 'E-fakturaadress (valfritt)',
  contact: 'Kontakt på fakturan (valfritt)',
  invoicePrefix: 'Prefix för fakturanummer (valfritt, t.ex. LJ-)',
  vatRegistered: 'Momsregistrerat',
  fSkatt: 'Godkänt för F-skatt',
  save: 'Spara uppgifterna',
  saved: (shelter: string) => `Faktureringsuppgifterna för ${shelter} är sparade.`,
};
