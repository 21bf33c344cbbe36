/** Writes /schema.graphql from the TypeGraphQL schema (`npm run schema`). */
import 'reflect-metadata';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { repoRoot } from './platform/config';
import { printGatewaySchema } from './app/print-schema';

printGatewaySchema()
  .then((text) => {
    const file = path.join(repoRoot(), 'schema.graphql');
    fs.writeFileSync(file, text);
    console.log(`wrote ${file}`);
  })
  .catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
