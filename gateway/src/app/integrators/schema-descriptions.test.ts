import 'reflect-metadata';
import { buildGatewaySchema } from '../schema';
import { undescribed } from './schema-descriptions';

describe('schema descriptions (issue 8 §2)', () => {
  it('every type, field, argument, enum value and operation has a description', async () => {
    const schema = await buildGatewaySchema();
    expect(undescribed(schema)).toEqual([]);
  });
});
