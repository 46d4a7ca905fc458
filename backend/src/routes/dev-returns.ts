import { Hono } from "hono";
import { z } from "zod";
import { type AppDeps } from "../http/env";
import { parseInput } from "../http/validation";
import { RETURN_STATUSES } from "../stores/returns";

const paramsSchema = z.object({ rma: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });
const bodySchema = z.object({ to: z.enum(RETURN_STATUSES) }).strict();

/**
 * Development and e2e only (mounted with the dev outbox): `POST /dev/returns/{rma}/advance` `{"to": "RECEIVED"}`
 * puts a return request in any of the 14 statuses now (the failure branches too; docs/returns.md) and answers the
 * ReturnRequest. The clock goes on from there (a status off the happy path stays).
 */
export function devReturnsRoutes({ db, stores, now }: AppDeps) {
  const app = new Hono();
  app.post("/returns/:rma/advance", async (c) => {
    const { rma } = parseInput(paramsSchema, c.req.param());
    const { to } = parseInput(bodySchema, await c.req.json().catch(() => ({})));
    stores.returns.advanceDue(now());
    const body = db.transaction(() => stores.returns.devAdvance(rma, to)).immediate();
    return c.json(body, 200, { "Cache-Control": "no-store" });
  });
  return app;
}
