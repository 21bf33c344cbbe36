/**
 * Plain fields read straight from their object (issue 22 §4). TypeGraphQL wraps every `@Field`
 * that has no `@FieldResolver` in a resolver of its own that builds a resolver-data object and runs
 * the field's middleware chain (its `@Authorized` check, its `@UseMiddleware`s) before reading
 * `root[name]`; for a field with neither, that is an allocation and two calls per field and object
 * of every answer (a host's week of ten rooms is about 200 of them). TypeGraphQL's own `simple`
 * option leaves such a field to graphql-js's default resolver, which reads the same property;
 * this marks every field it applies to before the schema is built:
 *
 * - no `@Authorized` and no `@UseMiddleware` on any field of that name (those keep TypeGraphQL's
 *   wrapper, so field-level checks added later stay in force), and the schema has no global
 *   middlewares (buildGatewaySchema sets none);
 * - the class did not choose `simpleResolvers` itself;
 * - the field's GraphQL name is its property name (the default resolver reads the GraphQL name);
 * - a field whose `simple` was chosen explicitly keeps that choice.
 *
 * The metadata is TypeGraphQL's global storage (`global.TypeGraphQLMetadataStorage`, where every
 * decorator writes); plain-fields.test.ts checks that it is found and the result.
 */
interface FieldMeta {
  target: object;
  name: string;
  schemaName: string;
  simple?: boolean;
}
interface TargetField {
  target: object;
  fieldName: string;
}
interface Storage {
  fields: FieldMeta[];
  authorizedFields: TargetField[];
  middlewares: TargetField[];
  objectTypes?: { target: object; simpleResolvers?: boolean }[];
  interfaceTypes?: { target: object; simpleResolvers?: boolean }[];
}

function storage(): Storage | null {
  const s = (globalThis as { TypeGraphQLMetadataStorage?: Partial<Storage> }).TypeGraphQLMetadataStorage;
  return s && Array.isArray(s.fields) && Array.isArray(s.authorizedFields) && Array.isArray(s.middlewares) ? (s as Storage) : null;
}

/** Marks the plain fields `simple`; returns how many (0 when TypeGraphQL's storage is not found). */
export function markPlainFields(): number {
  const s = storage();
  if (!s) return 0;
  // Conservative: a guard on a field of that name anywhere keeps every field of that name wrapped.
  const guarded = new Set([...s.authorizedFields, ...s.middlewares].map((f) => f.fieldName));
  // A class that chose `simpleResolvers` itself keeps its choice.
  const chosen = new Set(
    [...(s.objectTypes ?? []), ...(s.interfaceTypes ?? [])].filter((t) => t.simpleResolvers !== undefined).map((t) => t.target),
  );
  let marked = 0;
  for (const f of s.fields) {
    if (f.simple !== undefined || f.schemaName !== f.name || guarded.has(f.name) || chosen.has(f.target)) continue;
    f.simple = true;
    marked++;
  }
  return marked;
}
