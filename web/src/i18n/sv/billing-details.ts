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
  endpointId: 'E-fakturaadress (valfritt)',
  contact: 'Kontakt (valfritt)',
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
  bankAccount: 'Betalas till (t.ex. Bankgiro 123-4567)',
  endpointId: 'E-fakturaadress (valfritt)',
  contact: 'Kontakt på fakturan (valfritt)',
  save: 'Spara uppgifterna',
  saved: (shelter: string) => `Faktureringsuppgifterna för ${shelter} är sparade.`,
};
