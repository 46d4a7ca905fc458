import { Form } from "@remix-run/react";
import * as messages from "~/lib/messages";

/**
 * The search page's GET form: `/search?q=…`, which the /search loader sends on to
 * `/search/{term}`. Works without JS; with JS Remix submits it client-side.
 */
export function SearchForm({
  siteType,
  defaultValue = "",
  error,
  id = "search-term",
}: {
  siteType: "corporate" | "wholesale";
  defaultValue?: string;
  error?: string | null;
  id?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <Form method="get" action="/search" role="search" className={error ? "search-form field--error" : "search-form"}>
      <label htmlFor={id} className="field__label">
        Search
      </label>
      {/* Inline rather than <FieldError>: a shared chunk more would cost the search pages ~0.3 KB of their JS budget. */}
      {error ? (
        <p className="field__error" id={errorId}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="search-form__row">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          key={defaultValue}
          className="field__input search-form__input"
          placeholder={siteType === "wholesale" ? messages.searchPlaceholderWholesale : messages.searchPlaceholderDesktop}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </Form>
  );
}
