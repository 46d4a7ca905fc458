import { createMiddleware } from "hono/factory";
import { type AppConfig } from "../config";
import { type OccEnv } from "./env";
import { notFound } from "./errors";

/** Whether this customer's OCC extensions are served (`BACKEND_EXTENSIONS`, default `all`; issue 22). */
export function extensionsOn(config: AppConfig): boolean {
  return (config.extensions ?? "all") === "all";
}

/**
 * Marks a route as one of this customer's OCC extensions (spec part 2 §7 names it; stock SAP Commerce 2211 B2B has no
 * such controller). With `BACKEND_EXTENSIONS=none` it answers what a stock SAP answers for a path it does not know:
 * 404 `{"errors":[{"type":"UnknownResourceError","message":"There is no resource for path …"}]}`. Put it first:
 * `app.get(path, extension, auth, handler)`.
 */
export function extensionRoute(config: AppConfig) {
  const on = extensionsOn(config);
  return createMiddleware<OccEnv>(async (c, next) => {
    if (!on) return notFound(c);
    await next();
  });
}
