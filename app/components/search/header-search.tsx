import { Link } from "@remix-run/react";
import { Suspense, lazy } from "react";
import { useLinkDialog } from "~/components/use-link-dialog";
import * as messages from "~/lib/messages";
import { type SearchVariant } from "~/lib/search/search-query";

const SearchDialog = lazy(() => import("~/components/search/search-dialog"));

/**
 * The header's search control. Without JS a link to the /search page (a GET form); with JS the
 * same link opens the search dialog, loaded on first use (spec part 1 §2: the wholesale variant
 * on the wholesale site, the default one elsewhere). The wholesale site shows it as a search bar
 * reading 'I'm looking for...'.
 */
export function HeaderSearch({ siteType }: { siteType: "corporate" | "wholesale" }) {
  const variant: SearchVariant = siteType === "wholesale" ? "wholesale" : "default";
  const dialog = useLinkDialog();

  return (
    <>
      <Link
        to="/search"
        ref={dialog.linkRef}
        onClick={dialog.onClick}
        className={`header-search header-search--${variant}`}
      >
        <svg className="header-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {variant === "wholesale" ? (
          <>
            <span className="visually-hidden">Search: </span>
            <span className="header-search__bar-text">{messages.searchPlaceholderWholesale}</span>
          </>
        ) : (
          <span className="header-search__text">Search</span>
        )}
      </Link>
      {dialog.loaded ? (
        <Suspense fallback={null}>
          <SearchDialog variant={variant} open={dialog.open} onOpenChange={dialog.setOpen} returnFocusTo={dialog.linkRef} />
        </Suspense>
      ) : null}
    </>
  );
}
