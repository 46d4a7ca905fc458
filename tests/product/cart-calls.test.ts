import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { OccClient } from "~/lib/occ/client.server";
import { OccError } from "~/lib/occ/errors";
import { addEntry, createCart, getCartItemCount } from "~/lib/occ/cart.server";
import { htmlPage, OCC_BASE_URL, occError, recordRequest, type RecordedRequest } from "../mocks/handlers";
import { rejection } from "../mocks/rejection";
import { server, useMswServer } from "../mocks/server";
import { cartJson } from "./fixtures";

useMswServer();

const SITE = `${OCC_BASE_URL}/corporate`;

function client(token: string | null = "access-1") {
  return new OccClient({
    config: { baseUrl: OCC_BASE_URL, baseSite: "corporate", timeoutMs: 2000 },
    tokens: {
      current: async () => (token ? { accessToken: token } : null),
      refresh: async () => null,
      sessionExpired: async (path) => new OccError("sessionExpired", 401, path),
    },
  });
}

const cartNotFound = () => occError(404, [{ type: "CartError", reason: "notFound", message: "Cart not found." }]);

function record(method: "get" | "post", path: string, respond: () => Response) {
  const calls: RecordedRequest[] = [];
  server.use(
    http[method](`${SITE}/${path}`, async ({ request }) => {
      calls.push(await recordRequest(request));
      return respond();
    }),
  );
  return calls;
}

/** The reference `getCartRef` makes for a signed-in user's own cart, or for a guest cart. */
function ref(occ = client(), basePath = "users/current/carts/current") {
  const guest = basePath.startsWith("users/anonymous");
  const orgBasePath = guest ? basePath : basePath.replace(/^users\//, "orgUsers/");
  return {
    occ,
    userId: guest ? ("anonymous" as const) : ("current" as const),
    cartId: basePath.split("/").at(-1) ?? "",
    guest,
    basePath,
    userPath: guest ? "users/anonymous" : "users/current",
    orgBasePath,
    orgUserPath: guest ? "users/anonymous" : "orgUsers/current",
  };
}

describe("mini cart count", () => {
  it("is the cart's number of units (sum of quantities)", async () => {
    const calls = record("get", "users/current/carts/current", () => HttpResponse.json(cartJson()));
    expect(await getCartItemCount(ref())).toBe(5);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer access-1");
  });

  it("adds up the entries when the backend leaves totalUnitCount out", async () => {
    record("get", "users/current/carts/current", () => HttpResponse.json(cartJson({ totalUnitCount: undefined })));
    expect(await getCartItemCount(ref())).toBe(5);
  });

  it("is 0 when the user has no cart (404 CartError)", async () => {
    record("get", "users/current/carts/current", cartNotFound);
    expect(await getCartItemCount(ref())).toBe(0);
  });

  it("counts the cart the reference names: a proxy cart by code, a guest cart by guid with the client token", async () => {
    const proxy = record("get", "users/current/carts/00000042", () => HttpResponse.json(cartJson({ totalUnitCount: 7 })));
    expect(await getCartItemCount(ref(client(), "users/current/carts/00000042"))).toBe(7);
    expect(proxy).toHaveLength(1);
    const guid = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
    const guest = record("get", `users/anonymous/carts/${guid}`, () => HttpResponse.json(cartJson({ totalUnitCount: 2 })));
    expect(await getCartItemCount(ref(client("client-token"), `users/anonymous/carts/${guid}`))).toBe(2);
    expect(guest[0]?.headers.get("Authorization")).toBe("Bearer client-token");
  });

  it("is 0 without a cart reference (an anonymous visitor without a guest cart), without asking the backend", async () => {
    const calls = record("get", "users/current/carts/current", () => HttpResponse.json(cartJson()));
    expect(await getCartItemCount(null)).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it("lets other failures through", async () => {
    record("get", "users/current/carts/current", () => htmlPage(502));
    const error = await rejection(getCartItemCount(ref()));
    expect(error).toBeInstanceOf(OccError);
    expect((error as OccError).kind).toBe("badGateway");
  });
});

describe("add entry (issue 22: SAP's B2B add, the cart made first when there is none)", () => {
  const modification = () =>
    HttpResponse.json({ statusCode: "success", quantityAdded: 3, quantity: 3, entry: { entryNumber: 0, quantity: 3, product: { code: "POL-CL-NAVY-M" } } });

  it("POSTs orgUsers/current/carts/current/entries?code=&quantity= with no body and the Idempotency-Key", async () => {
    const calls = record("post", "orgUsers/current/carts/current/entries", modification);
    const result = await addEntry(ref(), { productCode: "POL-CL-NAVY-M", quantity: 3 }, "key-0001");
    expect(result.quantityAdded).toBe(3);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url ?? "").searchParams.get("code")).toBe("POL-CL-NAVY-M");
    expect(new URL(calls[0]?.url ?? "").searchParams.get("quantity")).toBe("3");
    expect(calls[0]?.text).toBe("");
    expect(calls[0]?.headers.get("Idempotency-Key")).toBe("key-0001");
  });

  it("creates the cart (POST users/current/carts) when `current` is not found, then adds to its code", async () => {
    const current = record("post", "orgUsers/current/carts/current/entries", () =>
      occError(400, [{ type: "CartError", reason: "notFound", subjectType: "cart", message: "Cart not found." }]),
    );
    const created = record("post", "users/current/carts", () => HttpResponse.json(cartJson({ code: "00002", entries: [] }), { status: 201 }));
    const byCode = record("post", "orgUsers/current/carts/00002/entries", modification);
    expect((await addEntry(ref(), { productCode: "POL-CL-NAVY-M", quantity: 3 }, "key-0002")).quantity).toBe(3);
    expect([current.length, created.length, byCode.length]).toEqual([1, 1, 1]);
    expect(created[0]?.text).toBe("");
  });

  it("adds to a guest cart with the stock OrderEntryWsDTO body", async () => {
    const guid = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
    const calls = record("post", `users/anonymous/carts/${guid}/entries`, modification);
    await addEntry(ref(client("client-token"), `users/anonymous/carts/${guid}`), { productCode: "POL-CL-NAVY-M", quantity: 3 }, "key-0003");
    expect(JSON.parse(calls[0]?.text ?? "")).toEqual({ product: { code: "POL-CL-NAVY-M" }, quantity: 3 });
    expect(new URL(calls[0]?.url ?? "").search).toBe("");
  });
});

describe("create the cart", () => {
  it("POSTs users/current/carts", async () => {
    const created = record("post", "users/current/carts", () => HttpResponse.json(cartJson({ code: "00003" }), { status: 201 }));
    expect((await createCart({ occ: client() })).code).toBe("00003");
    expect(created).toHaveLength(1);
  });
});
