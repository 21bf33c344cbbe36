import * as os from 'node:os';
import * as path from 'node:path';

/** The migrated PGlite data folder that each test file starts from (made once by global-setup). */
export const TEMPLATE_DIR = path.join(os.tmpdir(), 'noq-jest-template');
