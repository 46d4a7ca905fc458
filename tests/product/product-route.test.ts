import { type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { hasFormErrors } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { createRequestContext, type RequestContext } from "~/lib/request-context.server";
import { action, loader } from "~/routes/product.$productCode.$productName";
import { loader as nameLessLoader } from "~/routes/product.$productCode._index";
import { OCC_BASE_URL, occError, recordRequest, type RecordedRequest } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { callRoute, committedSession, routeArgs } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { pageRequest, sessionCookie, signedInData, useTestEnv } from "../mocks/session";
import { productJson } from "./fixtures";

useTestEnv();
useMswServer();

const SITE = `${OCC_BASE_URL}/corporate`;
const PAGE = "http://shop.test/product/POL-CL/Classic%20Polo";
const params = { productCode: "POL-CL", productName: "Classic Polo" };

function productEndpoint(respond: () => Response = () => HttpResponse.json(productJson())) {
  const calls: RecordedRequest[] = [];
  server.use(
    http.get(`${SITE}/product/:code`, async ({ request }) => {
      calls.push(await recordRequest(request));
      return respond();
    }),
  );
  return calls;
}

/**
 * The cart backend: adds go to SAP's B2B `orgUsers/current/carts/current/entries?code=&quantity=` with no body
 * (issue 22); records every entry added (as `{ product: { code } }` from the `code` parameter) with its
 * `Idempotency-Key`. Like the reference backend, the first
 * successful answer for a key is answered again to a repeat, which adds nothing (failures are not kept).
 */
function cartBackend(addEntry: (body: unknown, quantity: string | null) => Response = okEntry) {
  const added: { body: unknown; quantity: string | null; cartId: string; key: string | null }[] = [];
  const answers = new Map<string, Promise<Record<string, unknown>>>();
  server.use(
    http.post(`${SITE}/orgUsers/current/carts/:cartId/entries`, async ({ request, params: path }) => {
      if ((await request.text()) !== "") throw new Error("SAP's B2B add takes no body");
      const body: unknown = { product: { code: new URL(request.url).searchParams.get("code") } };
      const key = request.headers.get("Idempotency-Key");
      // Looked up and stored without an await in between: one transaction, as in the backend.
      const earlier = key === null ? undefined : answers.get(key);
      if (earlier) return HttpResponse.json(await earlier);
      const quantity = new URL(request.url).searchParams.get("quantity");
      added.push({ body, quantity, cartId: String(path.cartId), key });
      const response = addEntry(body, quantity);
      if (key !== null && response.ok) answers.set(key, response.clone().json() as Promise<Record<string, unknown>>);
      return response;
    }),
  );
  return added;
}

function okEntry(_body: unknown, quantity: string | null) {
  return HttpResponse.json({
    statusCode: "success",
    quantityAdded: Number(quantity),
    quantity: Number(quantity),
    entry: { entryNumber: 0, quantity: Number(quantity), product: { code: "POL-CL-NAVY-M", name: "Classic <b>Polo</b>" } },
  });
}

function post(fields: Record<string, string>, options: { signedIn?: boolean; url?: string } = {}) {
  const session = (options.signedIn ?? true) ? signedInData() : null;
  return callRoute(action, options.url ?? `${PAGE}?colour=Navy&size=M`, { fields, session, params, catchResponse: false });
}

/** A refused add: 400 with conform's `SubmissionResult` (messages by posted field, what was chosen and typed kept). */
function refusal(result: unknown): SubmissionResult<string[]> {
  expect(result).toMatchObject({ init: { status: 400 } });
  return (result as { data: SubmissionResult<string[]> }).data;
}

async function flashOf(context: RequestContext) {
  return (await committedSession(context)).session.get("flash");
}

const TOKEN = "0b0c7c5e-6a7b-4a3c-9d2e-1f0a9b8c7d6e";
/** The page's add-to-cart form: the options under their qualifiers (Navy M), the quantity, the one-time token. */
const form = (overrides: Record<string, string> = {}) => ({
  colour: "Navy",
  size: "M",
  quantity: "2",
  submissionToken: crypto.randomUUID(),
  ...overrides,
});

function load(url: string, routeParams: Record<string, string> = params, cookie?: string) {
  return loader(routeArgs(pageRequest(url, cookie), routeParams));
}

describe("product page loader", () => {
  it("loads the product for an anonymous visitor without prices", async () => {
    const calls = productEndpoint();
    const { view } = await load(`${PAGE}?colour=Navy&size=M`);
    expect(calls[0]?.url).toBe(`${SITE}/product/POL-CL?userId=anonymous`);
    expect(calls[0]?.headers.get("Authorization")).toBeNull();
    expect(view.prices.priceEnabled).toBe(false);
    expect(view.selected?.code).toBe("POL-CL-NAVY-M");
  });

  it("shows prices to a signed-in user with priceEnabled", async () => {
    const calls = productEndpoint();
    const cookie = await sessionCookie(signedInData({ priceEnabled: true, currencySymbol: "A$" }));
    const { view } = await load(`${PAGE}?colour=Navy&size=M`, params, cookie);
    expect(calls[0]?.url).toBe(`${SITE}/product/POL-CL?userId=current`);
    expect(view.selected?.price).toBe("A$34.95");
  });

  it("answers 301 to the canonical URL for a wrong name, keeping the query", async () => {
    productEndpoint();
    const response = await thrownResponse(load(`http://shop.test/product/POL-CL/polo?size=M`, { productCode: "POL-CL", productName: "polo" }));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/product/POL-CL/Classic%20Polo?size=M");
  });

  it("answers 301 to the canonical URL when the name is missing", async () => {
    productEndpoint();
    const request = new Request("http://shop.test/product/POL-CL");
    const response = await thrownResponse(
      nameLessLoader({ request, context: createRequestContext("nonce"), params: { productCode: "POL-CL" } } as unknown as LoaderFunctionArgs),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/product/POL-CL/Classic%20Polo");
  });

  it("is a 404 for an unknown product", async () => {
    productEndpoint(() => occError(404, [{ type: "UnknownIdentifierError", message: "Product with code 'NOPE' not found" }]));
    const response = await thrownResponse(load("http://shop.test/product/NOPE/x", { productCode: "NOPE", productName: "x" }));
    expect(response.status).toBe(404);
  });

  it("shows the catalogue text when the backend fails", async () => {
    productEndpoint(() => new HttpResponse("down", { status: 502 }));
    const response = await thrownResponse(load(`${PAGE}`));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: messages.badGateway });
  });

  it("drops the add-to-cart form's POST-only fields from the URL ('Show selected option' is a GET of the whole form)", async () => {
    const calls = productEndpoint();
    const response = await thrownResponse(load(`${PAGE}?colour=Navy&size=M&csrf=abc&submissionToken=${TOKEN}&via=page&quantity=3`));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/product/POL-CL/Classic%20Polo?colour=Navy&size=M&quantity=3");
    expect(calls).toHaveLength(0);
    const plain = await thrownResponse(load(`${PAGE}?colour=Navy&csrf=abc&submissionToken=${TOKEN}&via=page&quantity=1`));
    expect(plain.headers.get("Location"), "the default quantity is left out").toBe("/product/POL-CL/Classic%20Polo?colour=Navy");
  });

  it("keeps the quantity 'Show selected option' carried", async () => {
    productEndpoint();
    const { view } = await load(`${PAGE}?colour=Navy&size=M&quantity=3`);
    expect(view.quantity).toBe("3");
    expect((await load(`${PAGE}?quantity=abc`)).view.quantity).toBe("1");
  });
});

describe("add to cart action", () => {
  it("rejects a form without the CSRF token", async () => {
    const request = new Request(PAGE, { method: "POST", body: new URLSearchParams(form()) });
    const response = await thrownResponse(
      action({ request, context: createRequestContext("nonce"), params } as unknown as ActionFunctionArgs),
    );
    expect(response.status).toBe(403);
  });

  it("resolves the chosen options to the variant from the backend's product, adds it and redirects to the page with that choice", async () => {
    const products = productEndpoint();
    const added = cartBackend();
    const fields = form({ quantity: "2" });
    const { result, context } = await post(fields, { url: PAGE });
    expect(products.map((call) => new URL(call.url).pathname)).toEqual(["/occ/v2/corporate/product/POL-CL"]);
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/product/POL-CL/Classic%20Polo?colour=Navy&size=M");
    // The form's one-time token is the add's Idempotency-Key.
    expect(added).toEqual([{ body: { product: { code: "POL-CL-NAVY-M" } }, quantity: "2", cartId: "current", key: fields.submissionToken }]);
    // cartPanel: with JavaScript the mini cart opens the side panel.
    expect(await flashOf(context)).toEqual({ type: "success", message: "2 × Classic Polo added to your cart.", cartPanel: true });
  });

  it("adds the variant of the posted options, not the one in the page's URL, and drops a carried quantity from it", async () => {
    productEndpoint();
    const added = cartBackend();
    const { result } = await post(form({ size: "2XL", quantity: "1" }), { url: `${PAGE}?colour=Black&size=M&quantity=4` });
    expect(added.map((entry) => entry.body)).toEqual([{ product: { code: "POL-CL-NAVY-2XL" } }]);
    expect((result as Response).headers.get("Location")).toBe("/product/POL-CL/Classic%20Polo?colour=Navy&size=2XL");
  });

  it("a group left unchosen: 400 with 'Select a value' by that group, the other choice and the quantity kept, nothing added", async () => {
    productEndpoint();
    const added = cartBackend();
    const { colour: _colour, ...withoutColour } = form({ quantity: "3" });
    const { result, context } = await post(withoutColour);
    expect(refusal(result)).toEqual({
      status: "error",
      error: { colour: [messages.selectAValue] },
      initialValue: { size: "M", quantity: "3", via: "page" },
    });
    expect(hasFormErrors(context)).toBe(true);
    expect(added).toHaveLength(0);
    expect(await flashOf(context)).toBeUndefined();
  });

  it("a choice the backend's variant matrix does not have is refused before any add", async () => {
    productEndpoint();
    const added = cartBackend();
    const { result } = await post(form({ colour: "Black", size: "2XL" }));
    expect(refusal(result).error).toEqual({ size: [messages.combinationUnavailable] });
    expect(added).toHaveLength(0);
  });

  it("adds once for a repeated submission (same token), answering both like the first", async () => {
    productEndpoint();
    const added = cartBackend();
    const fields = form({ submissionToken: TOKEN });
    const [first, second] = await Promise.all([post(fields), post(fields)]);
    const third = await post(fields);
    // Every copy went to the backend with the same key (no state in the storefront); the backend added once.
    expect(added.map((entry) => entry.key)).toEqual([TOKEN]);
    const location = (first.result as Response).headers.get("Location");
    for (const { result, context } of [first, second, third]) {
      expect((result as Response).status).toBe(303);
      expect((result as Response).headers.get("Location")).toBe(location);
      expect(await flashOf(context)).toEqual({ type: "success", message: "2 × Classic Polo added to your cart.", cartPanel: true });
    }
  });

  it("answers a replayed add (the backend's stored answer) with the same redirect and flash, for another storefront process too", async () => {
    productEndpoint();
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${SITE}/orgUsers/current/carts/:cartId/entries`, ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        // What the backend answers a key it has seen: the first add's answer (quantityAdded 2), whatever was posted.
        return HttpResponse.json({
          statusCode: "success",
          quantityAdded: 2,
          quantity: 5,
          entry: { entryNumber: 0, quantity: 5, product: { code: "POL-CL-NAVY-M", name: "Classic Polo" } },
        });
      }),
    );
    const { result, context } = await post(form({ submissionToken: TOKEN, quantity: "2" }));
    expect(keys).toEqual([TOKEN]);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("/product/POL-CL/Classic%20Polo?colour=Navy&size=M");
    expect(await flashOf(context)).toEqual({ type: "success", message: "2 × Classic Polo added to your cart.", cartPanel: true });
  });

  it("shows the base-product message when the backend refuses the product (a product without variants to choose)", async () => {
    productEndpoint(() => HttpResponse.json(productJson({ variantOptions: [] })));
    const added = cartBackend(() =>
      occError(400, [{ type: "IllegalStateError", message: "Base product POL-CL is make-to-stock and cannot be added to the cart" }]),
    );
    const { result } = await post({ quantity: "2", submissionToken: crypto.randomUUID() });
    expect(added.map((entry) => entry.body)).toEqual([{ product: { code: "POL-CL" } }]);
    expect(refusal(result)).toEqual({ status: "error", error: { "": [messages.baseProductNotAddable] }, initialValue: { quantity: "2", via: "page" } });
  });

  it("lets a failed submission be sent again with the same token, keeping the choice on the error", async () => {
    productEndpoint();
    let fail = true;
    const added = cartBackend((body, quantity) =>
      fail ? occError(400, [{ type: "InsufficientStockError", message: "Product POL-CL-NAVY-M is out of stock" }]) : okEntry(body, quantity),
    );
    const fields = form();
    expect(refusal((await post(fields)).result)).toEqual({
      status: "error",
      error: { "": [messages.outOfStockNotAddable] },
      initialValue: { colour: "Navy", size: "M", quantity: "2", via: "page" },
    });
    fail = false;
    expect(((await post(fields)).result as Response).status).toBe(303);
    expect(added).toHaveLength(2);
  });

  it("shows a quantity error next to the field, keeps the value, and calls no cart backend", async () => {
    productEndpoint();
    const added = cartBackend();
    const { result } = await post(form({ quantity: "1000" }));
    expect(refusal(result)).toEqual({
      status: "error",
      error: { quantity: [messages.quantityRange] },
      initialValue: { colour: "Navy", size: "M", quantity: "1000", via: "page" },
    });
    expect(added).toHaveLength(0);
  });

  it("answers the quick-add dialog with data (it stays on its page), flash set", async () => {
    productEndpoint();
    cartBackend();
    const { result, context } = await post(form({ via: "quick-add", quantity: "3" }));
    expect(result).toEqual({
      status: "success",
      via: "quick-add",
      message: "3 × Classic Polo added to your cart.",
    });
    expect(await flashOf(context)).toEqual({ type: "success", message: "3 × Classic Polo added to your cart.", cartPanel: true });
  });
});
