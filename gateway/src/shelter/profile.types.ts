import { InputType } from 'type-graphql';
import { ShelterFactsInputType } from './shelter.types';

@InputType('MyShelterInput', {
  description:
    "The public profile of the host's own shelter (Härberget): the fields of ShelterFactsInput. Each field left out stays as it is; null (or an empty text) clears it.",
})
export class MyShelterInputType extends ShelterFactsInputType {}
