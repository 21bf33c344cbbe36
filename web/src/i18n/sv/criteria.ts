import type { ShelterCriterion } from '../../gql/graphql';

/**
 * A shelter's criteria in Swedish, once: the guest's shelter pages (guest.criterion), the shelter
 * profile editor (shelterProfile.criterionLabel) and the volunteer's room finder read the same
 * words. The volunteer's chunk imports this alone, not the guest's whole area (the route budget).
 */
export const criterionLabel = {
  women_only: 'Endast kvinnor',
  drug_tolerant: 'Drogtolerant',
  accessible: 'Tillgänglighetsanpassat',
  pets_allowed: 'Husdjur tillåtna',
  requires_decision: 'Kräver biståndsbeslut',
} satisfies Record<ShelterCriterion, string>;
