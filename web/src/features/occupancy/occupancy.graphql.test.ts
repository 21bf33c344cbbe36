import { type DocumentNode, type FieldNode, Kind, visit } from 'graphql';
import { OccupancyReportDocument, OccupancyShelterNightsDocument } from './occupancy.graphql';

/** The fields asked for under each `shelters` of a document, and the arguments of its `occupancy`. */
function shape(doc: DocumentNode): { shelters: string[]; args: string[] } {
  const out = { shelters: [] as string[], args: [] as string[] };
  visit(doc, {
    Field(node: FieldNode) {
      if (node.name.value === 'occupancy') out.args = (node.arguments ?? []).map((a) => a.name.value);
      if (node.name.value === 'shelters')
        out.shelters = (node.selectionSet?.selections ?? []).flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
    },
  });
  return out;
}

describe('the occupancy page asks for a shelter’s nights when it is chosen (issue 34 §2)', () => {
  it('the report, read at the page’s first render, leaves every shelter’s nights out', () => {
    expect(shape(OccupancyReportDocument).shelters).toEqual(['shelter', 'region', 'totals', 'previous']);
  });

  it('one shelter’s nights are asked for by its id, in the same period and region', () => {
    const { shelters, args } = shape(OccupancyShelterNightsDocument);
    expect(shelters).toEqual(['shelter', 'nights']);
    expect(args).toEqual(['period', 'date', 'start', 'end', 'regionId', 'shelterId']);
  });
});
