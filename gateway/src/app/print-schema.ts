import { printSchema } from 'graphql';
import { buildGatewaySchema } from './schema';

/** The schema as committed in /schema.graphql (a test fails when the file is stale). */
export async function printGatewaySchema(): Promise<string> {
  const schema = await buildGatewaySchema();
  return `# Generated from the TypeGraphQL schema by \`npm run schema\`. Do not edit.\n\n${printSchema(schema)}\n`;
}
