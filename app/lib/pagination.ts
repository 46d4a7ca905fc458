/**
 * Pagination window (spec part 1 §9, part 2 §9): at most 5 page links with previous and next
 * only (no first/last). Pages are 0-based, as in OCC; labels are 1-based.
 */
export const PAGE_LINKS = 5;

export interface PaginationWindow {
  pages: number[];
  previous: number | null;
  next: number | null;
}

export function paginationWindow(currentPage: number, totalPages: number, size = PAGE_LINKS): PaginationWindow {
  if (totalPages <= 0) return { pages: [], previous: null, next: null };
  const current = Math.min(Math.max(0, Math.floor(currentPage)), totalPages - 1);
  const count = Math.min(size, totalPages);
  let start = current - Math.floor(count / 2);
  start = Math.max(0, Math.min(start, totalPages - count));
  return {
    pages: Array.from({ length: count }, (_, i) => start + i),
    previous: current > 0 ? current - 1 : null,
    next: current < totalPages - 1 ? current + 1 : null,
  };
}

/** 'Showing a-b of n results' numbers for a 0-based page (spec part 1 §2, §8). */
export function resultRange(currentPage: number, pageSize: number, totalResults: number) {
  if (totalResults === 0) return { from: 0, to: 0, total: 0 };
  const from = currentPage * pageSize + 1;
  return { from, to: Math.min(totalResults, from + pageSize - 1), total: totalResults };
}

/** A 1-based page number from the URL as a 0-based page; anything odd is the first page. */
export function readPageParam(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 0;
  return Math.max(0, Number(value) - 1);
}

/**
 * A GET list's URL: `path` with the non-empty `params` (in order) and a 1-based `page` (page 1 has none), as the
 * filter forms and their page links build it (order history, returns).
 */
export function listHref(path: string, params: readonly (readonly [string, string | undefined])[], page = 1): string {
  const search = new URLSearchParams();
  for (const [name, value] of params) if (value) search.set(name, value);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
