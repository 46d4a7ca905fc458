import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { selectionSchema } from "~/lib/packs/selection-schema";
import { action as itemAction } from "~/routes/packDetailsPage.$packId.step.$n_.item.$productCode";
import { loader as indexLoader } from "~/routes/packDetailsPage.$packId._index";
import { action as reviewAction, loader as reviewLoader } from "~/routes/packDetailsPage.$packId.review";
import { action as stepAction, loader as stepLoader } from "~/routes/packDetailsPage.$packId.step.$n";
import { OCC_BASE_URL, occError, recordRequest, type RecordedRequest } from "../mocks/handlers";
import { callRoute, type Fields, type RouteFunction } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { sessionUser, signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();

/** The signed-in user's packs and carts; in proxy mode the packs are under the wearer's uid. */
const CURRENT = `${OCC_BASE_URL}/corporate/orgUsers/current`;
const PACK = "acme-new-starter";
const price = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}`, currencyIso: "AUD" });
const WEARER = sessionUser({ uid: "wearer@acme.example", groups: ["customergroup"] });

function bundle(step: number, status = "NOT_STARTED") {
  return {
    bundleId: `b${step}`,
    bundleName: `Bundle ${step}`,
    bundleDescription: "",
    step,
    isIndentOrder: false,
    fundType: "FULLY_FUNDED",
    subsidyRange: [],
    subsidyPercent: 0,
    minSelections: 1,
    maxSelections: 2,
    exclusiveCategories: false,
    status,
  };
}

function details(overrides: Record<string, unknown> = {}) {
  return {
    packId: PACK,
    packName: "New Starter Pack",
    description: "",
    packType: "NEW_STARTER",
    allocationType: "DOLLAR",
    fundType: "FULLY_FUNDED",
    preOrder: false,
    preOrderDate: null,
    role: { code: "acme-office", name: "Office" },
    bundleCount: 2,
    inCart: false,
    draftStatus: "NONE",
    allocation: { type: "DOLLAR", value: 30000, formattedValue: "$300.00" },
    currencySymbol: "$",
    shippingCharge: price(0),
    replacementReasons: [{ code: "WORN", name: "Worn out" }],
    mode: "NEW",
    bundles: [bundle(1), bundle(2)],
    ...overrides,
  };
}

function bundleSummary(overrides: Record<string, unknown> = {}) {
  return {
    bundleId: "b1",
    bundleName: "Bundle 1",
    step: 1,
    status: "IN_PROGRESS",
    minSelections: 1,
    maxSelections: 2,
    count: 0,
    exclusiveCategories: false,
    disableCategories: [],
    objects: [{ subject: "Bundle 1", message: "Selection Required", items: ["Slot 1"] }],
    setItems: [{ type: "set", setId: "s1", name: "Polos", items: [], value: 0 }],
    ...overrides,
  };
}

const itemOptions = {
  code: "POL-CL",
  name: "Classic Polo",
  description: "",
  image: null,
  productType: "S",
  category: { code: "polos", name: "Polos" },
  setId: "s1",
  disabled: false,
  colours: [{ code: "navy", name: "Navy", swatch: null }],
  variants: [
    { code: "POL-CL-NAVY-S", colour: "navy", size: "S", fit: null, price: price(34.95), itemStocked: true, inStockCode: "Y", stockLevelStatus: "inStock" },
  ],
  valueAdds: [{ code: "NAME", name: "Name embroidery", price: price(8.5), prompt: "Name to embroider", maxLength: 20 }],
  replacementReasons: [{ code: "WORN", name: "Worn out" }],
};

function packSummary(overrides: Record<string, unknown> = {}) {
  return {
    packId: PACK,
    packName: "New Starter Pack",
    packType: "NEW_STARTER",
    allocationType: "DOLLAR",
    mode: "NEW",
    currencySymbol: "$",
    priceIncludingGST: true,
    packSummaryData: [],
    entryCount: 1,
    subTotal: price(40),
    allocatedCredit: price(40),
    appliedSubsidy: price(0),
    shippingCharge: price(0),
    totalWithGST: price(0),
    ...overrides,
  };
}

function endpoints(
  calls: RecordedRequest[],
  opts: { details?: () => unknown; cont?: () => Response; add?: () => Response; addSel?: () => Response } = {},
  base = CURRENT,
) {
  const rec = async (request: Request) => calls.push(await recordRequest(request));
  return [
    http.get(`${base}/packs/:packId`, async ({ request, params }) => {
      await rec(request);
      return params.packId === PACK || params.packId === "sp" ? HttpResponse.json((opts.details?.() ?? details()) as never) : occError(404, [{ type: "UnknownIdentifierError" }]);
    }),
    http.get(`${base}/packs/:packId/bundles/:bundleId/sets`, async ({ request }) => {
      await rec(request);
      return HttpResponse.json({ sets: [{ setId: "s1", setName: "Polos", groupId: null, items: [] }], groups: [] });
    }),
    http.get(`${base}/packs/:packId/bundles/:bundleId/summary`, async ({ request }) => {
      await rec(request);
      return HttpResponse.json(bundleSummary());
    }),
    http.get(`${base}/packs/:packId/bundles/:bundleId/items/:code`, async ({ request }) => {
      await rec(request);
      return HttpResponse.json(itemOptions);
    }),
    http.post(`${base}/packs/:packId/bundles/:bundleId/selections`, async ({ request }) => {
      await rec(request);
      return opts.addSel?.() ?? HttpResponse.json(bundleSummary(), { status: 201 });
    }),
    http.put(`${base}/allocations/:packId`, async ({ request }) => {
      await rec(request);
      return opts.cont?.() ?? HttpResponse.json(bundleSummary({ status: "COMPLETED", objects: [] }));
    }),
    http.get(`${base}/packs/:packId/summary`, async ({ request }) => {
      await rec(request);
      return HttpResponse.json(packSummary());
    }),
    http.delete(`${base}/packs/:packId/draft`, async ({ request }) => {
      await rec(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/carts/:cartId/add/takenEntries`, async ({ request }) => {
      await rec(request);
      return opts.add?.() ?? HttpResponse.json({ entries: [{ entryNumber: 0, quantity: 1, product: { code: "POL-CL-NAVY-S", name: "Classic Polo" } }], errors: [] });
    }),
  ];
}

async function run<T>(
  fn: RouteFunction<T>,
  url: string,
  params: Record<string, string>,
  { fields, signedIn = true, proxy }: { fields?: Fields; signedIn?: boolean; proxy?: { uid: string; name: string; cartId: string } } = {},
) {
  const session = signedIn ? { ...signedInData({ user: WEARER }), ...(proxy ? { isProxyMode: true, proxy } : {}) } : null;
  return (await callRoute(fn, url, { fields, session, params })).result;
}

const STEP1 = `/packDetailsPage/${PACK}/step/1`;
const location = (result: unknown) => (result instanceof Response ? result.headers.get("Location") : null);

/** An invalid submission's answer (invalidSubmission): its status and its SubmissionResult's errors and values. */
function replyOf(result: unknown) {
  const answer = result as { data: { error: Record<string, string[]>; initialValue: Record<string, string> }; init: { status?: number } | null };
  return { status: answer.init?.status, error: answer.data.error, initialValue: answer.data.initialValue };
}

describe("access", () => {
  it("anonymous visitors go to the login page, nothing reaches the backend", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls));
    const result = await run(stepLoader, STEP1, { packId: PACK, n: "1" }, { signedIn: false });
    expect(location(result)).toMatch(/^\/login\?redirectTo=/);
    const post = await run(stepAction, STEP1, { packId: PACK, n: "1" }, { signedIn: false, fields: [["intent", "continue"]] });
    expect(location(post)).toMatch(/^\/login/);
    expect(calls).toHaveLength(0);
  });

  it("a pack outside the user's roles (backend 404) is the not-found page", async () => {
    server.use(...endpoints([]));
    const result = await run(stepLoader, "/packDetailsPage/other/step/1", { packId: "other", n: "1" });
    expect(result instanceof Response && result.status).toBe(404);
  });
});

describe("layout index and step", () => {
  it("the index redirects to the first step not COMPLETED, or the review", async () => {
    server.use(...endpoints([], { details: () => details({ bundles: [bundle(1, "COMPLETED"), bundle(2, "IN_PROGRESS")] }) }));
    expect(location(await run(indexLoader, `/packDetailsPage/${PACK}`, { packId: PACK }))).toBe(`/packDetailsPage/${PACK}/step/2`);
    server.use(...endpoints([], { details: () => details({ bundles: [bundle(1, "COMPLETED"), bundle(2, "COMPLETED")] }) }));
    expect(location(await run(indexLoader, `/packDetailsPage/${PACK}`, { packId: PACK }))).toBe(`/packDetailsPage/${PACK}/review`);
  });

  it("the step loader fetches the sets and the bundle summary of the step's bundle", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls));
    const data = (await run(stepLoader, STEP1, { packId: PACK, n: "1" })) as Awaited<ReturnType<typeof stepLoader>>;
    expect(data.bundle.bundleId).toBe("b1");
    expect(data.summary.objects[0]?.message).toBe("Selection Required");
    expect(data.showPrices).toBe(true); // new starter + DOLLAR
    expect(calls.map((c) => new URL(c.url).pathname.split("/").slice(-1)[0])).toEqual(expect.arrayContaining(["sets", "summary"]));
  });

  it("an unknown step is the not-found page", async () => {
    server.use(...endpoints([]));
    const result = await run(stepLoader, `/packDetailsPage/${PACK}/step/9`, { packId: PACK, n: "9" });
    expect(result instanceof Response && result.status).toBe(404);
  });

  it("Continue: COMPLETED → the next step; isolated → the review; missing → the objects", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls));
    expect(location(await run(stepAction, STEP1, { packId: PACK, n: "1" }, { fields: [["intent", "continue"]] }))).toBe(`/packDetailsPage/${PACK}/step/2`);
    expect(JSON.parse(calls.find((c) => c.method === "PUT")?.text ?? "{}")).toEqual({ bundleId: "b1" });
    expect(location(await run(stepAction, `${STEP1}?isolated=1`, { packId: PACK, n: "1" }, { fields: [["intent", "continue"]] }))).toBe(`/packDetailsPage/${PACK}/review`);
    server.use(...endpoints([], { cont: () => HttpResponse.json(bundleSummary()) }));
    // 400; what is missing in words (the page lists the step summary's objects, its loader revalidated).
    const result = replyOf(await run(stepAction, STEP1, { packId: PACK, n: "1" }, { fields: [["intent", "continue"]] }));
    expect(result.status).toBe(400);
    expect(result.error[""]).toEqual(["Bundle 1: Selection Required"]);
  });
});

describe("item options", () => {
  const ITEM = `${STEP1}/item/POL-CL?set=s1`;
  const params = { packId: PACK, n: "1", productCode: "POL-CL" };

  it("invalid input comes back with messages and values, nothing is posted", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls));
    const result = replyOf(await run(itemAction, ITEM, params, { fields: [["colour", "navy"], ["quantity", "11"], ["va-NAME", "on"], ["vaText-NAME", " "]] }));
    expect(result.status).toBe(400);
    expect(result.error.size).toEqual(["Select a size."]);
    expect(result.error.quantity).toEqual(["Enter a quantity from 1 to 10."]);
    expect(result.error["vaText-NAME"]).toEqual(["Enter name to embroider."]);
    expect(result.initialValue.colour).toBe("navy");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("a valid form posts the SelectionInput and redirects to the step", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls));
    const result = await run(itemAction, ITEM, params, {
      fields: [["colour", "navy"], ["size", "S"], ["quantity", "2"], ["va-NAME", "on"], ["vaText-NAME", "Sam"], ["reasonOfReplacement", "WORN"]],
    });
    expect(location(result)).toBe(STEP1);
    const post = calls.find((c) => c.method === "POST");
    expect(JSON.parse(post?.text ?? "{}")).toEqual({
      setId: "s1",
      productCode: "POL-CL",
      variantCode: "POL-CL-NAVY-S",
      quantity: 2,
      valueAdds: [{ code: "NAME", userEnteredValue: "Sam" }],
      reasonOfReplacement: "WORN",
    });
  });

  it("backend 409 maxReached / categoryDisabled show their texts", async () => {
    server.use(...endpoints([], { addSel: () => occError(409, [{ type: "PackSelectionError", reason: "categoryDisabled", message: "x" }]) }));
    const result = replyOf(await run(itemAction, ITEM, params, { fields: [["colour", "navy"], ["size", "S"], ["quantity", "1"]] }));
    expect(result.error[""]?.[0]).toContain("This category is unavailable to select from.");
    server.use(...endpoints([], { addSel: () => occError(409, [{ type: "PackSelectionError", reason: "maxReached", message: "x" }]) }));
    const full = replyOf(await run(itemAction, ITEM, params, { fields: [["colour", "navy"], ["size", "S"], ["quantity", "1"]] }));
    expect(full.error[""]?.[0]).toContain("This bundle is full.");
  });
});

describe("review", () => {
  const REVIEW = `/packDetailsPage/${PACK}/review`;

  it("the loader mints a key per render", async () => {
    server.use(...endpoints([]));
    const a = (await run(reviewLoader, REVIEW, { packId: PACK })) as { addKey: string };
    const b = (await run(reviewLoader, REVIEW, { packId: PACK })) as { addKey: string };
    expect(a.addKey).not.toBe(b.addKey);
  });

  it("new starter: add/takenEntries with ?packId= and the form's Idempotency-Key → the pack list", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls));
    const result = await run(reviewAction, REVIEW, { packId: PACK }, { fields: [["intent", "add"], ["addKey", "key-12345678"]] });
    expect(location(result)).toBe(`/packList?role=acme-office&added=${PACK}`);
    const add = calls.find((c) => c.url.includes("takenEntries"));
    expect(new URL(add?.url ?? "http://x").searchParams.get("packId")).toBe(PACK);
    expect(add?.headers.get("Idempotency-Key")).toBe("key-12345678");
  });

  it("self purchase: no ?packId=", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls, { details: () => details({ packId: "sp", packType: "self-purchase" }) }));
    await run(reviewAction, "/packDetailsPage/sp/review", { packId: "sp" }, { fields: [["intent", "add"], ["addKey", "key-12345678"]] });
    const add = calls.find((c) => c.url.includes("takenEntries"));
    expect(new URL(add?.url ?? "http://x").searchParams.has("packId")).toBe(false);
  });

  it("400 incomplete stays with the message", async () => {
    server.use(...endpoints([], { add: () => occError(400, [{ type: "PackSelectionError", reason: "incomplete", message: "Bundle 2 is not complete" }]) }));
    const result = replyOf(await run(reviewAction, REVIEW, { packId: PACK }, { fields: [["intent", "add"], ["addKey", "key-12345678"]] }));
    expect(result.status).toBe(400);
    expect(result.error[""]?.[0]).toMatch(/not finished/);
  });

  it("any other intent (or none) is a 400 that adds nothing (issue 21, bad-input corpus)", async () => {
    for (const fields of [[["intent", "<script>"]], [["addKey", "key-12345678"]]] as Fields[]) {
      const calls: RecordedRequest[] = [];
      server.use(...endpoints(calls));
      const result = await run(reviewAction, REVIEW, { packId: PACK }, { fields }).catch((error: unknown) => error);
      expect(result instanceof Response ? result.status : result).toBe(400);
      expect(calls.some((c) => c.url.includes("takenEntries") || c.method === "DELETE")).toBe(false);
    }
  });

  it("Discard Changes deletes the draft → the cart", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls));
    expect(location(await run(reviewAction, REVIEW, { packId: PACK }, { fields: [["intent", "discard"]] }))).toBe("/cart");
    expect(calls.some((c) => c.method === "DELETE" && c.url.endsWith(`/packs/${PACK}/draft`))).toBe(true);
  });
});

describe("proxy mode", () => {
  const PROXY = { uid: "proxy-wearer.js@acme.example", name: "Quinn Script", cartId: "00000042" };
  const WEARER_BASE = `${OCC_BASE_URL}/corporate/orgUsers/proxy-wearer.js%40acme.example`;

  it("works on the wearer's packs and adds the pack to the proxy cart, not the buyer's", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls), ...endpoints(calls, {}, WEARER_BASE));
    await run(stepLoader, STEP1, { packId: PACK, n: "1" }, { proxy: PROXY });
    await run(stepAction, STEP1, { packId: PACK, n: "1" }, { proxy: PROXY, fields: [["intent", "continue"]] });
    const result = await run(reviewAction, `/packDetailsPage/${PACK}/review`, { packId: PACK }, { proxy: PROXY, fields: [["intent", "add"], ["addKey", "key-12345678"]] });
    expect(location(result)).toBe(`/packList?role=acme-office&added=${PACK}`);

    const paths = calls.map((call) => new URL(call.url).pathname);
    const packCalls = paths.filter((path) => path.includes("/packs/") || path.includes("/allocations/"));
    expect(packCalls.length).toBeGreaterThanOrEqual(4);
    expect(packCalls.every((path) => path.includes("/orgUsers/proxy-wearer.js%40acme.example/"))).toBe(true);
    expect(paths).toContain(`/occ/v2/corporate/orgUsers/current/carts/00000042/add/takenEntries`);
    expect(paths.some((path) => path.endsWith("/carts/current"))).toBe(false);
  });
});

describe("selection schema", () => {
  const rules = {
    variants: [
      { code: "A", colour: "navy", size: "S", fit: "Regular" },
      { code: "B", colour: "navy", size: "M", fit: "Slim" },
    ],
    valueAdds: [{ code: "LOGO", prompt: null, maxLength: 255 }],
    reasons: ["WORN"],
  };
  const parse = (form: Record<string, string>) => selectionSchema(rules).safeParse(form);

  it("needs a fit when the product has fits, and an existing combination", () => {
    const missing = parse({ colour: "navy", size: "S", quantity: "1" });
    expect(missing.success).toBe(false);
    const wrong = parse({ colour: "navy", size: "S", fit: "Slim", quantity: "1" });
    expect(wrong.error?.issues.map((i) => i.message)).toContain("This colour, size and fit is not available. Choose another.");
    const ok = parse({ colour: "navy", size: "M", fit: "Slim", quantity: "10", "va-LOGO": "on" });
    expect(ok.data).toEqual({ variantCode: "B", quantity: 10, valueAdds: [{ code: "LOGO" }] });
  });

  it("quantity 1–10, comments ≤ 255 (CRLF counted once), known reasons only", () => {
    expect(parse({ colour: "navy", size: "M", fit: "Slim", quantity: "0" }).success).toBe(false);
    expect(parse({ colour: "navy", size: "M", fit: "Slim", quantity: "1", reasonOfReplacement: "NOPE" }).success).toBe(false);
    expect(parse({ colour: "navy", size: "M", fit: "Slim", quantity: "1", additionalComments: "a".repeat(255) }).success).toBe(true);
    expect(parse({ colour: "navy", size: "M", fit: "Slim", quantity: "1", additionalComments: "a".repeat(256) }).success).toBe(false);
    expect(parse({ colour: "navy", size: "M", fit: "Slim", quantity: "1", additionalComments: `${"a".repeat(253)}\r\n` + "b" }).success).toBe(true);
  });
});
