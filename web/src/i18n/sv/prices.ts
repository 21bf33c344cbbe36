/**
 * A room's prices per night (issue 21 §1): what Mina Rum and the administration's rooms show in their
 * lists (`prices`), and the price dialog's own words (`priceForm`, only in the dialog's chunk).
 */
export const prices = {
  current: 'Pris per natt',
  none: 'Inget pris',
  perNight: (price: string, vat: string) => `${price} (moms ${vat})`,
  from: (date: string) => `från ${date}`,
  edit: 'Priser',
  editFor: (room: string) => `Priser för ${room}`,
};

export const priceForm = {
  forRoom: (room: string) => `Priser för ${room}`,
  history: 'Tidigare priser',
  validFrom: 'Gäller från',
  price: 'Pris per natt (kr, utan moms)',
  vatRate: 'Momssats (%)',
  vatHint: 'Socialtjänstens boende är momsfritt: 0 %. Moms kräver att härbärget är momsregistrerat.',
  rates: [
    ['0', '0 % (momsfritt, social omsorg)'],
    ['6', '6 %'],
    ['12', '12 %'],
    ['25', '25 %'],
  ] as const,
  save: 'Spara pris',
  saved: (room: string, price: string, date: string) => `${room}: ${price} från ${date}.`,
  badPrice: 'Skriv priset i kronor, t.ex. 450 eller 450,50.',
  badRate: 'Skriv momssatsen i procent, 0–100.',
  badDate: 'Välj ett datum.',
  noPriceWarning: 'Rum utan pris kan inte faktureras.',
};
