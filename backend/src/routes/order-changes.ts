import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { idempotencyKey } from "../http/idempotency-key";
import { intParam, jsonBody, parseInput } from "../http/validation";
import { ELIGIBLE_PAGE_SIZE, MAX_LINE_QUANTITY } from "../stores/order-amendments";
import { CANCEL_REASONS } from "../stores/order-cancellations";

const NO_STORE = { "Cache-Control": "private, no-store" };

const codeParamSchema = z.object({ code: z.string().regex(/^\d{8,12}$/, "Not an order code") });
const quantity = (min: number) =>
  z
    .number({ invalid_type_error: "quantity must be a number" })
    .int("Whole numbers only")
    .min(min, `The quantity must be at least ${min}`)
    .max(MAX_LINE_QUANTITY, `The quantity must be at most ${MAX_LINE_QUANTITY}`);

/** SAP's CancellationRequestEntryInputListWsDTO, plus our optional `cancelReason`. */
const cancellationSchema = z
  .object({
    cancellationRequestEntryInputs: z
      .array(z.object({ orderEntryNumber: z.number().int().min(0).max(10_000), quantity: quantity(1) }).strict())
      .max(500),
    cancelReason: z.enum(CANCEL_REASONS, { errorMap: () => ({ message: `cancelReason must be one of ${CANCEL_REASONS.join(", ")}` }) }).optional(),
  })
  .strict();

const amendSchema = z
  .object({
    entries: z.array(z.object({ entryNumber: z.number().int().min(0).max(10_000), quantity: quantity(0) }).strict()).max(500),
    additions: z
      .array(z.object({ code: z.string().trim().min(1).max(64), quantity: quantity(1) }).strict())
      .max(50)
      .optional(),
  })
  .strict();

const amendQuerySchema = z.object({ dryRun: z.enum(["true", "false"]).optional(), fields: z.string().max(200).optional() });
const editQuerySchema = z.object({
  searchTerm: z.string().max(100).optional(),
  currentPage: intParam(0, 10_000, 0),
  pageSize: intParam(1, 50, ELIGIBLE_PAGE_SIZE),
  fields: z.string().max(200).optional(),
});

/**
 * Buyer order changes (issue 23; docs/order-changes.md; rules in stores/order-cancellations.ts and
 * stores/order-amendments.ts):
 * - `POST users/{u}/orders/{code}/cancellation` (stock SAP, OrdersController): 200 with an empty body, like SAP;
 * - `GET orgUsers/{u}/orders/{code}/amendment` (ours, extension): the edit data;
 * - `POST orgUsers/{u}/orders/{code}/amend[?dryRun=true]` (the spec's path, extension) when the caller owns or placed
 *   the order; anyone else falls through to the approver's amendment of the same path (routes/approvals.ts), so
 *   this app must be mounted before approvalsRoutes.
 */
export function orderChangesRoutes(deps: AppDeps) {
  const { db } = deps;
  const { orderCancellations, orderAmendments, cartAccess } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const ext = extensionRoute(deps.config);

  app.post("/:site/users/:userId/orders/:code/cancellation", auth, async (c) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    const { code } = parseInput(codeParamSchema, c.req.param());
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const input = parseInput(cancellationSchema, await jsonBody(c));
    db.transaction(() =>
      orderCancellations.cancel(caller.site.uid, caller.actingUid, code, { entries: input.cancellationRequestEntryInputs, reason: input.cancelReason }, key),
    ).immediate();
    return c.body(null, 200, NO_STORE);
  });

  app.get("/:site/orgUsers/:userId/orders/:code/amendment", ext, auth, (c) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    const { code } = parseInput(codeParamSchema, c.req.param());
    const query = parseInput(editQuerySchema, c.req.query());
    return c.json(orderAmendments.editData(caller.site.uid, caller.actingUid, code, query), 200, NO_STORE);
  });

  app.post("/:site/orgUsers/:userId/orders/:code/amend", ext, auth, async (c, next) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    const { code } = parseInput(codeParamSchema, c.req.param());
    // Not the owner or placer: the approver's amendment (routes/approvals.ts) answers.
    if (!orderAmendments.isBuyerOf(caller.site.uid, code, caller.actingUid)) return next();
    const { dryRun } = parseInput(amendQuerySchema, c.req.query());
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const input = parseInput(amendSchema, await jsonBody(c));
    const body = db
      .transaction(() => orderAmendments.amend(caller.site.uid, caller.actingUid, code, input, key, { dryRun: dryRun === "true" }))
      .immediate();
    return c.json(body, 200, NO_STORE);
  });

  return app;
}
