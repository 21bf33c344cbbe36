/** `xs[i]` for a test that knows the entry is there: a missing one fails the test here, by name. */
export function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`no entry at ${i} (of ${xs.length})`);
  return x;
}

/** `record[key]` for a test that set the key up. */
export function entry<T>(record: Readonly<Record<string, T>>, key: string): T {
  const x = record[key];
  if (x === undefined) throw new Error(`no entry ${key}`);
  return x;
}
