import { Link } from "@remix-run/react";
import { type ReactNode } from "react";
import { paginationWindow } from "~/lib/pagination";

interface PaginationProps {
  /** 0-based. */
  currentPage: number;
  totalPages: number;
  /** Names the navigation landmark ('Product pages', 'Content result pages'). */
  label: string;
  /** Links (pages that work without JS)… */
  hrefFor?: (page: number) => string;
  /** …or buttons (inside the search dialog, where changing page re-runs the search). */
  onSelect?: (page: number) => void;
}

/**
 * Spec part 1 §9, part 2 §9: 5 page links with previous and next only (no first or last).
 * Nothing when everything fits on one page.
 */
export function Pagination({ currentPage, totalPages, label, hrefFor, onSelect }: PaginationProps) {
  const { pages, previous, next } = paginationWindow(currentPage, totalPages);
  if (pages.length <= 1) return null;

  function control(page: number, content: ReactNode, extra: { rel?: string; current?: boolean } = {}) {
    if (onSelect) {
      return (
        <button
          type="button"
          className="pagination__link"
          aria-current={extra.current ? "page" : undefined}
          onClick={() => onSelect(page)}
        >
          {content}
        </button>
      );
    }
    return (
      <Link
        to={hrefFor ? hrefFor(page) : `?page=${page + 1}`}
        className="pagination__link"
        rel={extra.rel}
        aria-current={extra.current ? "page" : undefined}
      >
        {content}
      </Link>
    );
  }

  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        {previous !== null ? (
          <li>
            {control(previous, <>Previous<span className="visually-hidden"> page</span></>, { rel: "prev" })}
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            {control(
              page,
              <>
                <span className="visually-hidden">Page </span>
                {page + 1}
              </>,
              { current: page === currentPage },
            )}
          </li>
        ))}
        {next !== null ? (
          <li>{control(next, <>Next<span className="visually-hidden"> page</span></>, { rel: "next" })}</li>
        ) : null}
      </ul>
    </nav>
  );
}
