/** "First Last", or '' when neither is known (SPEC §2: the header then shows a fallback). */
export const fullName = (person: { firstName?: string | null; lastName?: string | null }): string =>
  [person.firstName, person.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();

/** "First Last (UNO 2002)": guests with the same name told apart wherever staff pick or bill one (issue 23 §6). */
export const nameWithUno = (person: { firstName?: string | null; lastName?: string | null }, uno: string | null | undefined): string => {
  const name = fullName(person);
  return uno ? `${name} (UNO ${uno})` : name;
};
