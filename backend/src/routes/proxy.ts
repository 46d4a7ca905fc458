import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { invalidParameter } from "../http/errors";
import { parseInput } from "../http/validation";

const enableBodySchema = z.object({
  uid: z.string().trim().toLowerCase().min(1).max(320),
  cartId: z.string().min(1).max(64).nullable().optional().default(null),
});

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * Proxy ordering (docs/occ-api.md "Proxy ordering"; spec part 2 §3–§4): the wearers a buyer may
 * order for (the proxy dropdown), and proxy mode on/off. A failure changes nothing. Rules and SQL: stores/proxy.ts.
 */
export function proxyRoutes(deps: AppDeps) {
  const store = deps.stores.proxy;
  const app = new Hono<OccEnv>();
  /** This customer's extension (spec part 2 §7): a stock SAP has no such path (BACKEND_EXTENSIONS=none answers 404). */
  const extension = extensionRoute(deps.config);
  const auth = bearerAuth(deps, { required: true });

  app.get("/:site/orgUsers/:userId/proxy/wearers", extension, auth, (c) => {
    const wearers = store.wearers(store.proxyCaller(callerOf(c)));
    return c.json({ wearers }, 200, NO_STORE);
  });

  app.get("/:site/orgUsers/:userId/proxy", extension, auth, (c) => c.json(store.mode(store.proxyCaller(callerOf(c))), 200, NO_STORE));

  app.post("/:site/orgUsers/:userId/proxy", extension, auth, async (c) => {
    const caller = store.proxyCaller(callerOf(c));
    const body: unknown = await c.req.json().catch(() => {
      throw invalidParameter("body", 'The body must be JSON like {"uid":"…","cartId":null}');
    });
    const input = parseInput(enableBodySchema, body);
    store.requireProxyRight(caller.userUid);
    return c.json(store.enable(caller, input), 200, NO_STORE);
  });

  app.delete("/:site/orgUsers/:userId/proxy", extension, auth, (c) => {
    store.disable(store.proxyCaller(callerOf(c)));
    return c.json({ proxyMode: false }, 200, NO_STORE);
  });

  return app;
}
