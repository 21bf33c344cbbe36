import * as fs from 'node:fs';
import * as path from 'node:path';
import { repoRoot } from '../platform/config';
import { printGatewaySchema } from './print-schema';

describe('schema.graphql', () => {
  it('is the schema the gateway serves (run `npm run schema` after changing it)', async () => {
    const committed = fs.readFileSync(path.join(repoRoot(), 'schema.graphql'), 'utf8');
    expect(committed).toEqual(await printGatewaySchema());
  });
});
