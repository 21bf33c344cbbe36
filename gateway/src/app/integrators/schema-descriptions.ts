import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isUnionType, type GraphQLSchema } from 'graphql';

const blank = (d: string | null | undefined) => !d || d.trim() === '';

/** Every schema element (ours, not graphql's built-ins) that has no description. */
export function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  // The root types themselves (Query, Mutation, Subscription) cannot carry a description in
  // TypeGraphQL; their fields — the operations — are checked like every other field.
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean));
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isScalarType(type) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
    if (!roots.has(type as never) && blank(type.description)) missing.push(`type ${type.name}`);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const f of Object.values(type.getFields())) {
        if (blank(f.description)) missing.push(`field ${type.name}.${f.name}`);
        for (const a of f.args) if (blank(a.description)) missing.push(`argument ${type.name}.${f.name}(${a.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const f of Object.values(type.getFields())) if (blank(f.description)) missing.push(`field ${type.name}.${f.name}`);
    } else if (isEnumType(type)) {
      for (const v of type.getValues()) if (blank(v.description)) missing.push(`enum value ${type.name}.${v.name}`);
    } else if (isUnionType(type)) {
      // the union's own description is checked above
    }
  }
  return missing;
}
