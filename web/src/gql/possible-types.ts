
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "ShelterProfile": [
      "AdminShelter",
      "Shelter"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "ShelterProfile": [
      "AdminShelter",
      "Shelter"
    ]
  }
};
      export default result;
    