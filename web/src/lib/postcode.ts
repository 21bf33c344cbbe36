/** SPEC §2: a space after the third character of the postcode ('11820' → '118 20'), everywhere one is shown. */
export function formatPostcode(postcode: string): string {
  const digits = postcode.replace(/\s+/g, '');
  return digits.length > 3 ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
}
