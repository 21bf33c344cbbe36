import { GraphQLScalarType } from 'graphql';
import { DateTimeISOResolver, LocalDateResolver } from 'graphql-scalars';

const LOCAL_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Stay dates: 'yyyy-MM-dd' strings (DESIGN §4, §11). Input is checked in full by graphql-scalars
 * (shape and a real calendar date); output, which only our own code produces (the database's date
 * columns and dates.addDays), is checked for its shape only: the full check built a Date per value
 * and cost a few percent of an availability answer (issue 11's profile).
 */
export const LocalDateScalar = new GraphQLScalarType({
  ...LocalDateResolver.toConfig(),
  serialize: (value) => (typeof value === 'string' && LOCAL_DATE_SHAPE.test(value) ? value : LocalDateResolver.serialize(value)),
});
/** Instants: ISO-8601 with offset. */
export const DateTimeScalar = DateTimeISOResolver;
