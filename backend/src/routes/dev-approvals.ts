import { Hono } from "hono";
import { z } from "zod";
import { DirectOrderError } from "../stores/direct-orders";
import { formatPrice } from "../stores/pricing";
import { type AppDeps } from "../http/env";
import { invalidParameter } from "../http/errors";
import { jsonBody, parseInput } from "../http/validation";

/** Two lines with quantities 2 and 3: AUD 285.67 with delivery and GST on corporate (above every seeded ORDER limit but buyer@acme.example's). */
export const DEFAULT_DEV_ENTRIES = [
  { variantCode: "POL-CL-NAVY-M", quantity: 2 },
  { variantCode: "TRS-CL-NAVY-87R-REGULAR", quantity: 3 },
] as const;

const uidSchema = z.string().trim().toLowerCase().min(1).max(320);
const bodySchema = z
  .object({
    placedBy: uidSchema,
    user: uidSchema.optional(),
    site: z.enum(["corporate", "wholesale"]).default("corporate"),
    entries: z
      .array(z.object({ variantCode: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/), quantity: z.number().int().min(1).max(999) }).strict())
      .min(1)
      .max(20)
      .optional(),
  })
  .strict();

/**
 * Development and e2e only (mounted when BACKEND_DEV_OUTBOX=1; docs/occ-api.md "Issue 7 additions"):
 * `POST /dev/approvals/orders` `{ placedBy, user?, site? = "corporate", entries?: [{ variantCode, quantity }] }` writes
 * an order held for approval (PENDING_APPROVAL, priced like placement, stores/direct-orders.ts) for `user` (default:
 * the placer), placed by `placedBy`, with the placer's first purchase limit as the exceeded limit, and answers
 * `201 { code, totalPriceWithTax }`. Tests that decide an order create their own with it, so they never race.
 */
export function devApprovalsRoutes({ db, now, stores }: AppDeps) {
  const { directOrders: orders, purchaseLimits: limits } = stores;
  const symbolOf = db.prepare<[string], { symbol: string }>("SELECT symbol FROM currencies WHERE isocode = ?");
  const app = new Hono();
  app.post("/approvals/orders", async (c) => {
    const body = parseInput(bodySchema, await jsonBody(c));
    const created = db
      .transaction(() => {
        try {
          const placed = orders.create({
            site: body.site,
            userUid: body.user ?? body.placedBy,
            placedByUid: body.placedBy,
            entries: body.entries ?? DEFAULT_DEV_ENTRIES,
            createdAt: now(),
            status: "PENDING_APPROVAL",
            exceededLimit: null,
          });
          const limit = limits.first(body.placedBy, placed.currency);
          if (limit) {
            db.prepare<[string, number]>("UPDATE order_approvals SET exceeded_limit_json = ? WHERE order_id = ?").run(JSON.stringify(limit), placed.id);
          }
          return placed;
        } catch (error) {
          if (error instanceof DirectOrderError) throw invalidParameter(error.subject, error.message);
          throw error;
        }
      })
      .immediate();
    const symbol = symbolOf.get(created.currency)?.symbol ?? "$";
    return c.json(
      { code: created.code, totalPriceWithTax: formatPrice(created.totalWithTaxCents, { isocode: created.currency, symbol }) },
      201,
      { "Cache-Control": "no-store" },
    );
  });
  return app;
}
