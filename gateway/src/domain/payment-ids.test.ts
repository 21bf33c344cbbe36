/** Check digits (issue 30): what a receiver's validation and a bank refuse, refused where it is typed. */
import {
  checkBankgiro,
  checkBic,
  checkEndpoint,
  checkIban,
  checkOrganisationNumber,
  checkPlusgiro,
  formatAccount,
  isSwedishVatRate,
  luhnCheckDigit,
  luhnValid,
  parseAccount,
} from './payment-ids';

it('checks the Luhn digit of organisation numbers (SE-R-013, PEPPOL-COMMON-R049)', () => {
  expect(checkOrganisationNumber('212000-0142')).toEqual({ ok: true, value: '212000-0142' });
  expect(checkOrganisationNumber('2120000142')).toEqual({ ok: true, value: '212000-0142' });
  expect(checkOrganisationNumber('802002-4538')).toEqual({ ok: true, value: '802002-4538' });
  // The old demo sellers' numbers: every invoice with them was refused.
  expect(checkOrganisationNumber('802001-0001')).toEqual({ ok: false, error: 'checksum' });
  expect(checkOrganisationNumber('802002-0002')).toEqual({ ok: false, error: 'checksum' });
  expect(checkOrganisationNumber('21200-0142')).toEqual({ ok: false, error: 'format' });
  expect(checkOrganisationNumber('212000 0142')).toEqual({ ok: false, error: 'format' });
  expect(luhnValid('')).toBe(false);
  expect(luhnCheckDigit('802001000')).toBe('8');
  expect(luhnValid('8020010008')).toBe(true);
});

it('checks bankgiro and plusgiro numbers with their check digit', () => {
  expect(checkBankgiro('5050-1055')).toEqual({ ok: true, value: '5050-1055' });
  expect(checkBankgiro('50501055')).toEqual({ ok: true, value: '5050-1055' });
  expect(checkBankgiro('123-4566')).toEqual({ ok: true, value: '123-4566' });
  expect(checkBankgiro('5050-1056')).toEqual({ ok: false, error: 'checksum' });
  expect(checkBankgiro('123-456')).toEqual({ ok: false, error: 'format' });
  expect(checkPlusgiro('4 12 34-6')).toEqual({ ok: true, value: '41234-6' });
  expect(checkPlusgiro('41234-5')).toEqual({ ok: false, error: 'checksum' });
  expect(checkPlusgiro('123456789')).toEqual({ ok: false, error: 'format' });
});

it('checks an IBAN by mod 97 and its length, and a BIC by its form', () => {
  expect(checkIban('SE45 5000 0000 0583 9825 7466')).toEqual({ ok: true, value: 'SE4550000000058398257466' });
  expect(checkIban('se4550000000058398257466').ok).toBe(true);
  expect(checkIban('SE45 5000 0000 0583 9825 7467')).toEqual({ ok: false, error: 'checksum' });
  expect(checkIban('SE45 5000 0000 0583 9825 746')).toEqual({ ok: false, error: 'format' });
  expect(checkIban('GB82 WEST 1234 5698 7654 32').ok).toBe(true);
  expect(checkBic('ESSESESS')).toEqual({ ok: true, value: 'ESSESESS' });
  expect(checkBic('essesess xxx').ok).toBe(true);
  expect(checkBic('ESSE5ESS').ok).toBe(false);
});

it('reads an account as typed and stores it in one form', () => {
  const read = (t: string) => {
    const r = parseAccount(t);
    return r.ok ? formatAccount(r.value) : r.error;
  };
  expect(read('Bankgiro 5050-1055')).toBe('Bankgiro 5050-1055');
  expect(read('bg 50501055')).toBe('Bankgiro 5050-1055');
  expect(read('Bankgiro: 5050 1055')).toBe('Bankgiro 5050-1055');
  expect(read('PlusGiro 4 12 34-6')).toBe('Plusgiro 41234-6');
  expect(read('IBAN SE45 5000 0000 0583 9825 7466 BIC ESSESESS')).toBe('IBAN SE45 5000 0000 0583 9825 7466 BIC ESSESESS');
  expect(read('SE4550000000058398257466, BIC: essesess')).toBe('IBAN SE45 5000 0000 0583 9825 7466 BIC ESSESESS');
  expect(read('Bankgiro 5050-1056')).toBe('bankgiro');
  expect(read('Plusgiro 41234-5')).toBe('plusgiro');
  expect(read('IBAN SE45 5000 0000 0583 9825 7467 BIC ESSESESS')).toBe('iban');
  expect(read('IBAN SE45 5000 0000 0583 9825 7466')).toBe('bic');
  expect(read('5050-1055')).toBe('format');
  expect(read('Swedbank 8327-9, 123 456 789-0')).toBe('format');
});

it('reads an e-invoice address in the PEPPOL Directory forms and stores one form', () => {
  const forms = ['iso6523-actorid-upis::0007:2120000142', '0007:2120000142', '0007:212000-0142', '212000-0142', '2120000142'];
  for (const f of forms) expect(checkEndpoint(f)).toEqual({ ok: true, value: { scheme: '0007', id: '2120000142' } });
  expect(checkEndpoint('0007:2120000143')).toEqual({ ok: false, error: 'checksum' });
  expect(checkEndpoint('0088:7300010000001')).toEqual({ ok: true, value: { scheme: '0088', id: '7300010000001' } });
  expect(checkEndpoint('faktura@kommun.se')).toEqual({ ok: false, error: 'format' });
});

it('knows the VAT rates Sweden has', () => {
  for (const r of [0, 600, 1200, 2500]) expect(isSwedishVatRate(r)).toBe(true);
  for (const r of [1000, 1250, 2400, 10000, -600, '2500', null]) expect(isSwedishVatRate(r)).toBe(false);
});
