import { redirect } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import * as messages from "~/lib/messages";
import { searchPath, searchTermProblem } from "./search-query";

/**
 * `/search`: the search page that works without JS (the header's search link comes here).
 * `?q=term` goes on to `/search/{term}`; an empty term stays here with 'This field is required.'
 */
export function loadSearchPage(request: Request) {
  const q = new URL(request.url).searchParams.get("q");
  const siteType = getEnv().siteType;
  if (q === null) return { siteType, q: "", error: null };
  if (searchTermProblem(q) === "required") return { siteType, q, error: messages.required };
  throw redirect(searchPath(q));
}
