import 'reflect-metadata';
import { isObjectType } from 'graphql';
import { Authorized, Field, ObjectType } from 'type-graphql';
import { buildGatewaySchema } from '../../app/schema';
import { createLoaders } from '../../app/loaders';
import type { Services } from '../services';
import { markPlainFields } from './plain-fields';

@ObjectType('PlainFieldsProbe')
class Probe {
  @Field()
  open: string;

  @Authorized('admin')
  @Field()
  guarded: string;

  @Field({ name: 'renamed' })
  property: string;
}

type Meta = { target: unknown; name: string; simple?: boolean };
const fieldsOf = (target: unknown): Meta[] =>
  (globalThis as unknown as { TypeGraphQLMetadataStorage: { fields: Meta[] } }).TypeGraphQLMetadataStorage.fields.filter(
    (f) => f.target === target,
  );

describe('plain fields (issue 22 §4)', () => {
  it('leaves a field with no guard to graphql’s default resolver, and keeps the wrapper where a guard or a rename needs it', async () => {
    expect(markPlainFields()).toBeGreaterThanOrEqual(0);
    const byName = Object.fromEntries(fieldsOf(Probe).map((f) => [f.name, f.simple]));
    expect(byName).toEqual({ open: true, guarded: undefined, property: undefined });
  });

  it('builds the served schema with plain fields unwrapped and field resolvers in place', async () => {
    const schema = await buildGatewaySchema();
    const availability = schema.getType('ProductAvailability');
    const product = schema.getType('Product');
    if (!isObjectType(availability) || !isObjectType(product)) throw new Error('types missing');
    expect(availability.getFields().nights?.resolve).toBeUndefined();
    expect(product.getFields().name?.resolve).toBeUndefined();
    // @FieldResolver methods keep TypeGraphQL's resolver (and their auth, validation, middlewares).
    expect(availability.getFields().queued?.resolve).toBeInstanceOf(Function);
    // Every query keeps its resolver with its @Authorized check.
    expect(schema.getQueryType()?.getFields().shelterAvailability?.resolve).toBeInstanceOf(Function);
  });
});

describe('loaders (made on first use)', () => {
  it('gives each request its own loaders, the same one for the whole request', () => {
    const services = {} as Services;
    const a = createLoaders(services);
    const b = createLoaders(services);
    expect(a.productsOfShelter).toBeDefined();
    expect(a.productsOfShelter).toBe(a.productsOfShelter);
    expect(a.productsOfShelter).not.toBe(b.productsOfShelter);
    expect(a.placesFreeTonight).toBe(a.placesFreeTonight);
  });
});
