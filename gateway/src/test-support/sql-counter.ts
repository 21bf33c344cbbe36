import type { DataSource, Logger } from 'typeorm';

/**
 * Counts the SQL statements a DataSource sends, through TypeORM's logger hook (every query runner
 * reports each statement to it, whatever the logging setting).
 */
export class SqlCounter {
  statements: string[] = [];
  private readonly original: Logger;

  constructor(private readonly ds: DataSource) {
    this.original = ds.logger;
    const counter: Logger = {
      logQuery: (query) => {
        this.statements.push(query);
      },
      logQueryError: () => undefined,
      logQuerySlow: () => undefined,
      logSchemaBuild: () => undefined,
      logMigration: () => undefined,
      log: () => undefined,
    };
    (ds as { logger: Logger }).logger = counter;
  }

  /** Statements sent while `work` ran. */
  async count(work: () => Promise<unknown>): Promise<number> {
    this.statements = [];
    await work();
    return this.statements.length;
  }

  restore(): void {
    (this.ds as { logger: Logger }).logger = this.original;
  }
}
