/** Client-side paging (SPEC §9: the statistics table shows 10 rows a page). */
export const PAGE_SIZE = 10;

/** How many pages `count` items fill; an empty list still has one (empty) page. */
export const pageCount = (count: number, size = PAGE_SIZE): number => Math.max(1, Math.ceil(count / size));

/** Page `page` (1-based, clamped to the pages that exist) of `items`. */
export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  const p = Math.min(Math.max(1, Math.trunc(page)), pageCount(items.length, size));
  return items.slice((p - 1) * size, p * size);
}
