import { Form } from "@remix-run/react";
import { messages } from "~/lib/messages";
import { FieldError } from "~/components/field";

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
      <FieldError id={error ? errorId : undefined} errors={error ? [error] : undefined} />
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
