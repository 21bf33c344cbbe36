/** "First Last", or '' when neither is known (SPEC §2: the header then shows a fallback). */
export const fullName = (person: { firstName?: string | null; lastName?: string | null }): string =>
  [person.firstName, person.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
