/** Who pays (issue 21 §2): a region's billing details, edited in the administration. */
export const regionBilling = {
  heading: 'Faktureringsuppgifter per region',
  hint: 'Regionen (kommunen) betalar för nätterna. Uppgifterna skrivs på fakturorna.',
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
