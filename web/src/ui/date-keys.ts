/** Enter in a date field never sends its form (issue 23 §1): it opens or closes the calendar instead. */
export const keepEnterInField = (e: { key: string; preventDefault: () => void }): void => {
  if (e.key === 'Enter') e.preventDefault();
};
