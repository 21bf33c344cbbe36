import { DateTimeISOResolver, LocalDateResolver } from 'graphql-scalars';

/** Stay dates: 'yyyy-MM-dd' strings (DESIGN §4, §11). */
export const LocalDateScalar = LocalDateResolver;
/** Instants: ISO-8601 with offset. */
export const DateTimeScalar = DateTimeISOResolver;
