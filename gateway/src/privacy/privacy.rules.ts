/**
 * What an anonymised guest is called (issue 31 §1).
 */
export const ANONYMISED_NAME = 'Anonymiserad';
