// The overview is a reception desk's screen: re-read on every visit and while it stays open
// (DESIGN §7's fallback), so it never shows yesterday's truth.
export const overviewQueryOptions = { fetchPolicy: 'cache-and-network' } as const;
