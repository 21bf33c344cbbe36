import { Initial1732000000000 } from './1732000000000-initial';

/** Every migration, in order. Schema changes are new files here; never synchronize. */
export const migrations = [Initial1732000000000];
