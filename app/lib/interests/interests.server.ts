import { redirect } from "@remix-run/node";
import { z } from "zod";
import { getOcc, getOptionalUser, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { isOccError } from "~/lib/occ/errors";
import { addInterest, listInterests, removeInterest } from "~/lib/occ/interests.server";
import { type RequestContext } from "~/lib/request-context.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { type Flash, getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { interestRows } from "./interests-view";
import * as m from "./messages";

/**
 * /my-account/my-interests (issue 25; docs/interests-and-coupons.md): the list (loader) and its one action for both
 * forms that change it — `intent=add` from the product page's "Notify me when back in stock" (back to the product page
 * with a flash; an anonymous visitor goes to sign in and comes back to the product) and `intent=remove` from a row's
 * Remove button (back to the list with a flash). Each is idempotent: adding twice keeps one interest (the backend
 * answers the existing one); removing one that is gone (a double submit) reads as removed.
 */

export const INTERESTS_PATH = "/my-account/my-interests";

/** SAP product codes as this catalogue has them; anything else is not sent. */
const ITEM_CODE = /^[A-Za-z0-9._-]{1,64}$/;

/** The one schema of both forms (hidden fields only: nothing a person types). */
export const InterestFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    productCode: z.string().regex(ITEM_CODE),
    productName: z.string().max(300).optional().default(""),
    returnTo: z.string().max(2000).optional(),
  }),
  z.object({ intent: z.literal("remove"), productCode: z.string().regex(ITEM_CODE), productName: z.string().max(300).optional().default("") }),
]);

const badRequest = () => new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });

export async function loadInterests(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const occ = await getOcc(request, context);
  const list = await listInterests({ occ }, { pageSize: 100 }).catch(throwBackendError);
  return { rows: interestRows(list.results) };
}

async function flashAndGo(request: Request, context: RequestContext, flash: Flash, to: string) {
  const session = await getSession(request, context);
  setFlash(session, flash);
  markSessionChanged(context, session);
  return redirect(to, 303);
}

/** A product page the add form came from (same-origin `/product/…` only), else My interests. */
function productPageOrList(returnTo: string | undefined): string {
  const target = safeRedirect(returnTo, INTERESTS_PATH);
  return target.startsWith("/product/") ? target : INTERESTS_PATH;
}

export async function interestsAction(request: Request, context: RequestContext) {
  const formData = await readForm(request);
  const parsed = InterestFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    await requireUser(request, context);
    throw badRequest();
  }
  const form = parsed.data;
  if (form.intent === "add") {
    const back = productPageOrList(form.returnTo);
    // Anonymous (the product page is public): sign in, then back to the product to press the button again.
    if (!(await getOptionalUser(request, context))) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`, 303);
    await requireUser(request, context);
    const occ = await getOcc(request, context);
    try {
      const relation = await addInterest({ occ }, form.productCode);
      return flashAndGo(request, context, { type: "success", message: m.addedFlash(relation.product.name ?? form.productName ?? form.productCode) }, back);
    } catch (error) {
      if (!isOccError(error) || error.status !== 400) throwBackendError(error);
      const unknown = error.details.some((detail) => detail.type === "UnknownIdentifierError");
      return flashAndGo(request, context, { type: "error", message: unknown ? m.unknownItem : m.inStockNow }, back);
    }
  }
  await requireUser(request, context);
  const occ = await getOcc(request, context);
  try {
    await removeInterest({ occ }, form.productCode);
  } catch (error) {
    // Gone already (the second of a double submit, or another tab): the outcome the person asked for.
    if (!isOccError(error) || error.status !== 400) throwBackendError(error);
  }
  return flashAndGo(request, context, { type: "success", message: m.removedFlash(form.productName || form.productCode) }, INTERESTS_PATH);
}
