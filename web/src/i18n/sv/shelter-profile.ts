import { criterionLabel } from './criteria';

/**
 * The shelter profile editor's labels (ui/ShelterProfileFields): the admin's shelter form and the
 * host's Härberget show the same fields with the same words. Each form keeps its own error wording.
 */
export const shelterProfile = {
  address: 'Adress',
  street: 'Gatuadress',
  postcode: 'Postnummer',
  city: 'Ort',
  phone: 'Telefon',
  checkInWindow: 'Incheckning',
  checkInFrom: 'Incheckning från',
  checkInUntil: 'Senaste incheckning',
  checkInHint: 'Lämna tomt om det inte finns någon tid. Senaste incheckning får vara efter midnatt.',
  houseRules: 'Husregler',
  houseRulesHint: (max: number) => `Fritext, högst ${max} tecken.`,
  houseRulesLanguages: 'Husregler på andra språk',
  houseRulesLanguagesHint: 'Frivilligt. En gäst som använder noQ på ett av språken ser dem där, annars de svenska.',
  houseRulesIn: { en: 'Husregler på engelska', pl: 'Husregler på polska', ro: 'Husregler på rumänska', ar: 'Husregler på arabiska' },
  /** Issue 19 §6: the no-show release, on by default. */
  releaseNoShows: 'Släpp uteblivna gäster vid senaste incheckningstid',
  releaseNoShowsHint:
    'En tilldelad eller bekräftad bokning för i natt, vars gäst inte har checkat in när den senaste incheckningstiden har passerat, nekas med anledningen Uteblev, och platsen går till nästa i kön.',
  criteria: 'Kriterier',
  /** The server's ShelterCriterion values, in the order the form shows them. */
  criterionLabel,
  position: 'Position på kartan',
  latitude: 'Latitud',
  longitude: 'Longitud',
  coordinatesHint: 'Decimalgrader, t.ex. 59,3293 och 18,0686. Båda eller ingen. Används för kartlänken och för att visa närmaste boställe.',
};
