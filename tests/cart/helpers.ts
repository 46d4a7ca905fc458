import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { type RequestContext } from "~/lib/request-context.server";
import { type SessionData } from "~/lib/session.server";
import { http } from "msw";
import { OCC_BASE_URL, type RecordedRequest, recordRequest } from "../mocks/handlers";
import { server } from "../mocks/server";
import { callRoute, committedSession } from "../mocks/route-harness";

/** Shared by the cart unit tests: a full Cart as the backend answers it, requests with CSRF, and the session after. */

export const SITE = `${OCC_BASE_URL}/corporate`;
export const GUEST_GUID = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
export const OTHER_GUID = "11111111-2222-4333-8444-555555555555";

/**
 * Records every call to `${SITE}/{path}` (any method) and answers with `respond`.
 */
export function backend(path: string, respond: (request: RecordedRequest) => Response | Promise<Response>) {
  const calls: RecordedRequest[] = [];
  server.use(
    http.all(`${SITE}/${path}`, async ({ request }) => {
      const recorded = await recordRequest(request);
      calls.push(recorded);
      return respond(recorded);
    }),
  );
  return calls;
}

const price = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}`, currencyIso: "AUD" });

export function entryJson(entryNumber: number, overrides: Record<string, unknown> = {}) {
  return {
    entryNumber,
    quantity: 2,
    updateable: true,
    basePrice: price(44.95),
    totalPrice: price(89.9),
    product: {
      code: entryNumber === 0 ? "POL-PR-BLACK-M" : "SHT-CL-WHITE-L-SLIM",
      name: entryNumber === 0 ? "Pro Polo" : "Classic <b>Business</b> Shirt",
      baseProduct: entryNumber === 0 ? "POL-PR" : "SHT-CL",
      url: entryNumber === 0 ? "/product/POL-PR/pro-polo" : "/product/SHT-CL/classic-business-shirt",
      images: [
        { url: "/medias/product/polo/black.svg", altText: "Pro Polo in Black", format: "product" },
        { url: "/medias/thumbnail/polo/black.svg", altText: "Pro Polo in Black", format: "thumbnail" },
      ],
      variantOptionQualifiers: [
        { qualifier: "colour", name: "Colour", value: entryNumber === 0 ? "Black" : "White" },
        { qualifier: "size", name: "Size", value: entryNumber === 0 ? "M" : "L" },
        ...(entryNumber === 0 ? [] : [{ qualifier: "fit", name: "Fit", value: "Slim" }]),
      ],
      stock: entryNumber === 0 ? { stockLevelStatus: "inStock", stockLevel: 80 } : { stockLevelStatus: "lowStock", stockLevel: 3 },
    },
    ...overrides,
  };
}

/** A cart with two entries, WELCOME10 applied and SPEND500 within reach. */
export function fullCartJson(overrides: Record<string, unknown> = {}) {
  return {
    code: "00000007",
    guid: GUEST_GUID,
    user: { uid: "buyer@acme.example", name: "Bella Barnes" },
    totalItems: 2,
    totalUnitCount: 4,
    entries: [entryJson(0), entryJson(1)],
    subTotal: price(189.8),
    totalDiscounts: price(18.98),
    totalPrice: price(170.82),
    totalTax: price(17.08),
    totalPriceWithTax: price(187.9),
    taxRatePercent: 10,
    appliedVouchers: [{ code: "WELCOME10", voucherCode: "WELCOME10", name: "Welcome 10% off", appliedValue: price(18.98) }],
    appliedOrderPromotions: [],
    potentialOrderPromotions: [{ description: "Spend $310.20 more to get 5% off orders of $500 or more", promotion: { code: "SPEND500" } }],
    appliedProductPromotions: [],
    potentialProductPromotions: [],
    checkoutReviewed: false,
    ...overrides,
  };
}

/** A POST of `fields` (plus the CSRF token) with a session holding `session`, to `action`. */
export function postTo<T>(action: (args: ActionFunctionArgs) => Promise<T>, url: string, fields: Record<string, string>, session: Partial<SessionData> | null) {
  return callRoute(action, url, { fields, session, catchResponse: false });
}

/** A GET of `url` with a session holding `session`, to `loader`. */
export function getFrom<T>(loader: (args: LoaderFunctionArgs) => Promise<T>, url: string, session: Partial<SessionData> | null) {
  return callRoute(loader, url, { session, csrf: false, catchResponse: false });
}

/** The session as the response leaves it (the response hooks' Set-Cookie). */
export async function sessionAfter(context: RequestContext) {
  return (await committedSession(context)).session;
}
