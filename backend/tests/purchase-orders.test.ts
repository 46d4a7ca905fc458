import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, get, login, occErrorsSchema, parseJson, readJson, sendJson, START, type TestBackend } from "./helpers";

/** Issue 6: purchase orders and the business-unit search (docs/occ-api.md "Issue 6 additions"). */

const CORP = "/occ/v2/corporate/orgUsers/current";
const WHOLESALE = "/occ/v2/wholesale/orgUsers/current";
const PO = `${CORP}/wwgPurchaseOrders`;
const DAY = 86_400_000;

const unitSchema = z.object({ uid: z.string(), name: z.string() }).strict();
const poSchema = z
  .object({
    id: z.string().regex(/^\d+$/),
    purchaseOrderNumber: z.string(),
    description: z.string(),
    status: z.enum(["OPEN", "CLOSED"]),
    units: z.array(unitSchema),
    createdDate: z.string(),
    updatedDate: z.string(),
    createdBy: z.object({ uid: z.string(), name: z.string() }).strict(),
    replayed: z.literal(true).optional(),
  })
  .strict();
type Po = z.infer<typeof poSchema>;
const listSchema = z
  .object({
    purchaseOrders: z.array(poSchema),
    pagination: z.object({ currentPage: z.number(), pageSize: z.number(), totalPages: z.number(), totalResults: z.number() }).strict(),
    sorts: z.array(z.object({ code: z.string(), name: z.string(), selected: z.boolean() }).strict()),
  })
  .strict();
const unitsSchema = z.object({ units: z.array(unitSchema) }).strict();

const tokens = new Map<string, string>();
async function tokenOf(backend: TestBackend, uid: string): Promise<string> {
  const key = `${backend.dbPath}:${uid}`;
  const known = tokens.get(key);
  if (known) return known;
  const { access_token } = await login(backend, uid);
  tokens.set(key, access_token);
  return access_token;
}

let counter = 0;
/** A fresh number (under 18 characters). */
const uniqueNumber = (prefix = "T") => `${prefix}${Date.now().toString(36).toUpperCase()}${(counter += 1)}`;

interface As {
  backend: TestBackend;
  uid: string;
  base?: string;
}

async function create(
  { backend, uid, base = PO }: As,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return sendJson(backend, "POST", base, { token: await tokenOf(backend, uid), body, headers });
}

async function createOk(as: As, body: { purchaseOrderNumber?: string; description?: string; units: string[] }): Promise<Po> {
  const response = await create(as, { purchaseOrderNumber: uniqueNumber(), description: "Test order", ...body });
  expect(response.status, await response.clone().text()).toBe(201);
  return parseJson(response, poSchema);
}

async function list({ backend, uid, base = PO }: As, body: Record<string, unknown> = {}): Promise<Response> {
  return sendJson(backend, "POST", `${base}/getPurchaseOrdersList`, { token: await tokenOf(backend, uid), body });
}

async function listOk(as: As, body: Record<string, unknown> = {}) {
  const response = await list(as, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return parseJson(response, listSchema);
}

async function detail({ backend, uid, base = PO }: As, id: string): Promise<Response> {
  return get(backend, `${base}/getPurchaseOrderDetails?purchaseId=${encodeURIComponent(id)}`, await tokenOf(backend, uid));
}

async function update({ backend, uid, base = PO }: As, body: Record<string, unknown>): Promise<Response> {
  return sendJson(backend, "POST", `${base}/updatePurchaseOrderDetails`, { token: await tokenOf(backend, uid), body });
}

async function remove({ backend, uid, base = PO }: As, id: string): Promise<Response> {
  return sendJson(backend, "DELETE", `${base}/deletePurchaseOrder?purchaseOrderId=${encodeURIComponent(id)}`, { token: await tokenOf(backend, uid) });
}

async function search({ backend, uid, base = CORP }: As, searchTerm?: string): Promise<Response> {
  const query = searchTerm === undefined ? "" : `?searchTerm=${encodeURIComponent(searchTerm)}`;
  return get(backend, `${base}/businessunits${query}`, await tokenOf(backend, uid));
}

/** The errors of a 4xx answer as `type subject` strings, in order. */
async function errorsOf(response: Response, status: number): Promise<string[]> {
  expect(response.status, await response.clone().text()).toBe(status);
  const { errors } = await parseJson(response, occErrorsSchema);
  return errors.map((error) => `${error.type} ${error.subject ?? ""}`.trim());
}

const numbers = (pos: Po[]) => pos.map((po) => po.purchaseOrderNumber);
/** All pages of a list, numbers only. */
async function allNumbers(as: As, body: Record<string, unknown> = {}): Promise<string[]> {
  const found: string[] = [];
  for (let page = 0; ; page += 1) {
    const result = await listOk(as, { ...body, currentPage: page, pageSize: 50 });
    found.push(...numbers(result.purchaseOrders));
    if (page + 1 >= result.pagination.totalPages) return found;
  }
}

const seededAu = (n: number) => `AU2026${String(n).padStart(3, "0")}`;
const ALL_AU = Array.from({ length: 14 }, (_, index) => seededAu(index + 1));
const NSW_AU = ALL_AU.filter((_, index) => (index + 1) % 2 === 1);

/** Purchase orders in the database. */
const count = (backend: TestBackend) => (backend.db.prepare("SELECT COUNT(*) AS n FROM purchase_orders").get() as { n: number }).n;

const BUYER = "buyer@acme.example";
const ADMIN = "admin@acme.example";
const NSW = "po-nsw@acme.example";
const WHOLESALE_BUYER = "buyer@wholesale.example";

// ---------------------------------------------------------------------------------------------------------------

describe("reads (seeded data, no writes)", () => {
  let backend: TestBackend;
  beforeAll(() => {
    backend = createTestBackend();
  });
  afterAll(() => backend.close());
  const as = (uid: string, base?: string): As => ({ backend, uid, ...(base ? { base } : {}) });

  describe("who may call", () => {
    const calls: [string, (uid: string) => Promise<Response>][] = [
      ["businessunits", (uid) => search(as(uid), "")],
      ["create", (uid) => create(as(uid), { purchaseOrderNumber: uniqueNumber(), description: "Test", units: ["acme-au"] })],
      ["filters", async (uid) => get(backend, `${PO}/filters`, await tokenOf(backend, uid))],
      ["list", (uid) => list(as(uid))],
      ["detail", (uid) => detail(as(uid), "1")],
      ["update", (uid) => update(as(uid), { purchaseId: "1", description: "Changed", units: ["acme-au-nsw"] })],
      ["delete", (uid) => remove(as(uid), "1")],
    ];

    for (const [name, call] of calls) {
      it(`${name}: 403 for a wearer and an approver, 401 without a token`, async () => {
        expect(await errorsOf(await call("wearer@acme.example"), 403)).toEqual(["ForbiddenError"]);
        expect(await errorsOf(await call("approver@acme.example"), 403)).toEqual(["ForbiddenError"]);
      });
    }

    it("401 without a token, 403 for another user's path or another site's user", async () => {
      expect((await get(backend, `${PO}/filters`)).status).toBe(401);
      expect((await sendJson(backend, "POST", `${PO}/getPurchaseOrdersList`, { body: {} })).status).toBe(401);
      const token = await tokenOf(backend, BUYER);
      expect((await get(backend, "/occ/v2/corporate/orgUsers/admin@acme.example/wwgPurchaseOrders/filters", token)).status).toBe(403);
      expect((await get(backend, "/occ/v2/corporate/orgUsers/buyer@acme.example/wwgPurchaseOrders/filters", token)).status).toBe(200);
      expect((await get(backend, `${WHOLESALE}/wwgPurchaseOrders/filters`, token)).status).toBe(403);
    });

    it("admins (b2badmingroup / CustomerAdmin) may call", async () => {
      const response = await get(backend, `${PO}/filters`, await tokenOf(backend, ADMIN));
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await allNumbers(as(ADMIN))).toEqual([...ALL_AU].reverse());
    });
  });

  describe("business-unit search", () => {
    it("lists the active units of the caller's tree by name; the term matches name or uid, case-insensitive, trimmed", async () => {
      const all = await parseJson(await search(as(BUYER)), unitsSchema);
      expect(all.units).toEqual([
        // issue 26: Acme's sites (seed-data/organisation.ts), under NSW and VIC
        { uid: "acme-au-vic-geelong", name: "Acme Geelong Depot" },
        { uid: "acme-au-vic-melbourne", name: "Acme Melbourne Depot" },
        { uid: "acme-au-nsw-newcastle", name: "Acme Newcastle Depot" },
        { uid: "acme-au-nsw-sydney", name: "Acme Sydney Depot" },
        { uid: "acme-au", name: "Acme Workwear Australia" },
        { uid: "acme-au-nsw", name: "Acme Workwear New South Wales" },
        { uid: "acme-au-vic", name: "Acme Workwear Victoria" },
        // issue 26 (H1): the bad-input corpus's unit (seed-data/org-units-e2e.ts)
        { uid: "acme-au-bad-input", name: "Acme bad input depot" },
        { uid: "acme-au-budgets-e2e", name: "Acme budgets depot" },
        // issue 7: the e2e approval units (seed-data/approvals.ts) are children of acme-au too
        { uid: "acme-e2e-approvals-js", name: "E2E approvals JS" },
        { uid: "acme-e2e-approvals-nojs", name: "E2E approvals no-JS" },
      ]);
      expect((await parseJson(await search(as(BUYER), ""), unitsSchema)).units).toHaveLength(11);
      expect((await parseJson(await search(as(BUYER), "  VICTOR "), unitsSchema)).units.map((unit) => unit.uid)).toEqual(["acme-au-vic"]);
      expect((await parseJson(await search(as(BUYER), "au-nsw"), unitsSchema)).units.map((unit) => unit.uid)).toEqual(["acme-au-nsw-newcastle", "acme-au-nsw-sydney", "acme-au-nsw"]);
      expect((await parseJson(await search(as(BUYER), "%"), unitsSchema)).units).toEqual([]);
      expect((await parseJson(await search(as(BUYER), "kiwi"), unitsSchema)).units).toEqual([]);
    });

    it("is scoped to the caller's unit tree", async () => {
      expect((await parseJson(await search(as(NSW)), unitsSchema)).units.map((unit) => unit.uid)).toEqual(["acme-au-nsw-newcastle", "acme-au-nsw-sydney", "acme-au-nsw"]);
      expect((await parseJson(await search(as(NSW), "vic"), unitsSchema)).units).toEqual([]);
      const wholesale = await parseJson(await search(as(WHOLESALE_BUYER, WHOLESALE)), unitsSchema);
      expect(wholesale.units.map((unit) => unit.uid)).toEqual(["harbour-newcastle", "harbour-sydney", "harbour-wollongong", "harbour-wholesale"]);
    });

    it("rejects a term over 100 characters", async () => {
      expect(await errorsOf(await search(as(BUYER), "x".repeat(101)), 400)).toEqual(["ValidationError searchTerm"]);
    });
  });

  describe("filters", () => {
    it("offers the statuses, the units of the caller's tree and the sorts", async () => {
      const body = await readJson(await get(backend, `${PO}/filters`, await tokenOf(backend, BUYER)));
      expect(body).toEqual({
        statuses: [
          { code: "OPEN", name: "Open" },
          { code: "CLOSED", name: "Closed" },
        ],
        businessUnits: [
          // issue 26: Acme's sites (seed-data/organisation.ts), under NSW and VIC
          { uid: "acme-au-vic-geelong", name: "Acme Geelong Depot" },
          { uid: "acme-au-vic-melbourne", name: "Acme Melbourne Depot" },
          { uid: "acme-au-nsw-newcastle", name: "Acme Newcastle Depot" },
          { uid: "acme-au-nsw-sydney", name: "Acme Sydney Depot" },
          { uid: "acme-au", name: "Acme Workwear Australia" },
          { uid: "acme-au-nsw", name: "Acme Workwear New South Wales" },
          { uid: "acme-au-vic", name: "Acme Workwear Victoria" },
          { uid: "acme-au-bad-input", name: "Acme bad input depot" },
          { uid: "acme-au-budgets-e2e", name: "Acme budgets depot" },
          { uid: "acme-e2e-approvals-js", name: "E2E approvals JS" },
          { uid: "acme-e2e-approvals-nojs", name: "E2E approvals no-JS" },
        ],
        sorts: [
          { code: "byCreatedDateDesc", name: "Newest first" },
          { code: "byCreatedDateAsc", name: "Oldest first" },
          { code: "byNumberAsc", name: "Number (A–Z)" },
          { code: "byNumberDesc", name: "Number (Z–A)" },
          { code: "byUpdatedDateDesc", name: "Recently updated" },
        ],
      });
      const nsw = await readJson(await get(backend, `${PO}/filters`, await tokenOf(backend, NSW)));
      expect(nsw).toMatchObject({ businessUnits: [{ uid: "acme-au-nsw-newcastle" }, { uid: "acme-au-nsw-sydney" }, { uid: "acme-au-nsw", name: "Acme Workwear New South Wales" }] });
    });
  });

  describe("list", () => {
    it("defaults: newest first, 10 a page, the seeded dates and units", async () => {
      const result = await listOk(as(BUYER));
      expect(result.pagination).toEqual({ currentPage: 0, pageSize: 10, totalPages: 2, totalResults: 14 });
      expect(numbers(result.purchaseOrders)).toEqual(ALL_AU.slice(4).reverse());
      expect(result.sorts.filter((sort) => sort.selected).map((sort) => sort.code)).toEqual(["byCreatedDateDesc"]);
      const [newest] = result.purchaseOrders;
      expect(newest).toEqual({
        id: "14",
        purchaseOrderNumber: "AU2026014",
        description: "Spring uniform refresh",
        status: "OPEN",
        units: [{ uid: "acme-au-vic", name: "Acme Workwear Victoria" }],
        createdDate: "2026-10-05T09:00:00.000Z",
        updatedDate: "2026-10-05T09:00:00.000Z",
        createdBy: { uid: "buyer@acme.example", name: "Bella Barnes" },
      });
    });

    it("seeds the documented AU purchase orders (units, statuses, dates)", async () => {
      const { purchaseOrders } = await listOk(as(BUYER), { sort: "byNumberAsc", pageSize: 50 });
      expect(numbers(purchaseOrders)).toEqual(ALL_AU);
      purchaseOrders.forEach((po, index) => {
        const n = index + 1;
        const units = [n % 2 === 1 ? "acme-au-nsw" : "acme-au-vic", ...(n % 3 === 0 ? ["acme-au"] : [])].sort();
        expect(po.units.map((unit) => unit.uid).sort()).toEqual(units);
        expect(po.status).toBe([3, 7, 11].includes(n) ? "CLOSED" : "OPEN");
        const created = Date.parse("2026-01-05T09:00:00.000Z") + (n - 1) * 21 * DAY;
        expect(po.createdDate).toBe(new Date(created).toISOString());
        expect(po.updatedDate).toBe(new Date(created + (po.status === "CLOSED" ? 2 * DAY : 0)).toISOString());
        expect(po.description).toMatch(/^[A-Za-z ]+$/);
      });
      // units of a purchase order come by name
      expect(purchaseOrders[2]?.units.map((unit) => unit.uid)).toEqual(["acme-au", "acme-au-nsw"]);
    });

    it("shows the wholesale organisation its own purchase orders only", async () => {
      const result = await listOk(as(WHOLESALE_BUYER, `${WHOLESALE}/wwgPurchaseOrders`), { sort: "byNumberAsc" });
      expect(numbers(result.purchaseOrders)).toEqual(["HW2026001", "HW2026002", "HW2026003", "HW2026004", "HW2026005", "HW2026006"]);
      expect(result.purchaseOrders.map((po) => po.units[0]?.uid)).toEqual([
        "harbour-sydney",
        "harbour-newcastle",
        "harbour-wollongong",
        "harbour-sydney",
        "harbour-newcastle",
        "harbour-wollongong",
      ]);
      expect(result.purchaseOrders.map((po) => po.status)).toEqual(["OPEN", "OPEN", "OPEN", "OPEN", "OPEN", "CLOSED"]);
      expect(result.purchaseOrders[1]?.createdDate).toBe("2026-03-03T09:00:00.000Z");
    });

    it("is scoped to the caller's unit tree: a NSW buyer sees POs with a NSW unit, and only that unit", async () => {
      const result = await listOk(as(NSW), { sort: "byNumberAsc", pageSize: 50 });
      expect(numbers(result.purchaseOrders)).toEqual(NSW_AU);
      for (const po of result.purchaseOrders) expect(po.units).toEqual([{ uid: "acme-au-nsw", name: "Acme Workwear New South Wales" }]);
    });

    it("filters by status", async () => {
      expect(await allNumbers(as(BUYER), { status: "CLOSED", sort: "byNumberAsc" })).toEqual(["AU2026003", "AU2026007", "AU2026011"]);
      expect(await allNumbers(as(BUYER), { status: "OPEN" })).toHaveLength(11);
      expect(await allNumbers(as(BUYER), { status: "" })).toHaveLength(14);
      expect(await errorsOf(await list(as(BUYER), { status: "DONE" }), 400)).toEqual(["ValidationError status"]);
    });

    it("filters by business unit of the caller's tree (POs carrying that unit)", async () => {
      expect(await allNumbers(as(BUYER), { businessUnit: "acme-au", sort: "byNumberAsc" })).toEqual(["AU2026003", "AU2026006", "AU2026009", "AU2026012"]);
      expect(await allNumbers(as(BUYER), { businessUnit: "acme-au-vic", sort: "byNumberAsc" })).toEqual(ALL_AU.filter((_, index) => index % 2 === 1));
      expect(await errorsOf(await list(as(NSW), { businessUnit: "acme-au-vic" }), 400)).toEqual(["ValidationError businessUnit"]);
      expect(await errorsOf(await list(as(BUYER), { businessUnit: "harbour-sydney" }), 400)).toEqual(["ValidationError businessUnit"]);
      expect(await errorsOf(await list(as(BUYER), { businessUnit: "nope" }), 400)).toEqual(["ValidationError businessUnit"]);
    });

    it("filters by created date: inclusive UTC calendar days", async () => {
      // AU2026002 was created on 2026-01-26, AU2026003 on 2026-02-16
      expect(await allNumbers(as(BUYER), { createdFrom: "2026-01-26", createdTo: "2026-02-16", sort: "byNumberAsc" })).toEqual(["AU2026002", "AU2026003"]);
      expect(await allNumbers(as(BUYER), { createdFrom: "2026-01-27", createdTo: "2026-02-15" })).toEqual([]);
      expect(await allNumbers(as(BUYER), { createdFrom: "2026-10-05" })).toEqual(["AU2026014"]);
      expect(await allNumbers(as(BUYER), { createdTo: "2026-01-05" })).toEqual(["AU2026001"]);
      expect(await allNumbers(as(BUYER), { createdFrom: "2026-02-16", createdTo: "2026-02-16" })).toEqual(["AU2026003"]);
      expect(await errorsOf(await list(as(BUYER), { createdFrom: "2026-03-01", createdTo: "2026-02-01" }), 400)).toEqual(["ValidationError createdTo"]);
      expect(await errorsOf(await list(as(BUYER), { createdFrom: "2026-02-30" }), 400)).toEqual(["ValidationError createdFrom"]);
      expect(await errorsOf(await list(as(BUYER), { createdTo: "5/1/2026" }), 400)).toEqual(["ValidationError createdTo"]);
    });

    it("sorts", async () => {
      const first = async (sort: string) => (await listOk(as(BUYER), { sort, pageSize: 1 })).purchaseOrders[0]?.purchaseOrderNumber;
      expect(await first("byCreatedDateDesc")).toBe("AU2026014");
      expect(await first("byCreatedDateAsc")).toBe("AU2026001");
      expect(await first("byNumberAsc")).toBe("AU2026001");
      expect(await first("byNumberDesc")).toBe("AU2026014");
      expect(await first("byUpdatedDateDesc")).toBe("AU2026014");
      expect(await allNumbers(as(BUYER), { sort: "byCreatedDateAsc" })).toEqual(ALL_AU);
      expect(await allNumbers(as(BUYER), { sort: "byNumberDesc" })).toEqual([...ALL_AU].reverse());
      const selected = (await listOk(as(BUYER), { sort: "byNumberDesc" })).sorts.filter((sort) => sort.selected);
      expect(selected.map((sort) => sort.code)).toEqual(["byNumberDesc"]);
      expect(await errorsOf(await list(as(BUYER), { sort: "byName" }), 400)).toEqual(["ValidationError sort"]);
    });

    it("paginates; a page beyond the last is empty with the real pagination", async () => {
      const pages = await Promise.all([0, 1, 2].map((currentPage) => listOk(as(BUYER), { currentPage, pageSize: 5, sort: "byNumberAsc" })));
      expect(pages.map((page) => numbers(page.purchaseOrders))).toEqual([ALL_AU.slice(0, 5), ALL_AU.slice(5, 10), ALL_AU.slice(10)]);
      expect(pages[2]?.pagination).toEqual({ currentPage: 2, pageSize: 5, totalPages: 3, totalResults: 14 });
      const beyond = await listOk(as(BUYER), { currentPage: 9, pageSize: 5 });
      expect(beyond.purchaseOrders).toEqual([]);
      expect(beyond.pagination).toEqual({ currentPage: 9, pageSize: 5, totalPages: 3, totalResults: 14 });
      expect((await listOk(as(BUYER), { pageSize: 50 })).purchaseOrders).toHaveLength(14);
      expect(await errorsOf(await list(as(BUYER), { pageSize: 51 }), 400)).toEqual(["ValidationError pageSize"]);
      expect(await errorsOf(await list(as(BUYER), { pageSize: 0 }), 400)).toEqual(["ValidationError pageSize"]);
      expect(await errorsOf(await list(as(BUYER), { currentPage: -1 }), 400)).toEqual(["ValidationError currentPage"]);
      expect(await errorsOf(await list(as(BUYER), { currentPage: "1" }), 400)).toEqual(["ValidationError currentPage"]);
    });

    it("rejects a malformed body", async () => {
      const response = await sendJson(backend, "POST", `${PO}/getPurchaseOrdersList`, { token: await tokenOf(backend, BUYER), body: "{nope" });
      expect(await errorsOf(response, 400)).toEqual(["ValidationError body"]);
    });
  });

  describe("detail", () => {
    it("answers a visible purchase order", async () => {
      const po = await parseJson(await detail(as(BUYER), "3"), poSchema);
      expect(po).toEqual({
        id: "3",
        purchaseOrderNumber: "AU2026003",
        description: "Melbourne warehouse boots",
        status: "CLOSED",
        units: [
          { uid: "acme-au", name: "Acme Workwear Australia" },
          { uid: "acme-au-nsw", name: "Acme Workwear New South Wales" },
        ],
        createdDate: "2026-02-16T09:00:00.000Z",
        updatedDate: "2026-02-18T09:00:00.000Z",
        createdBy: { uid: "buyer@acme.example", name: "Bella Barnes" },
      });
    });

    it("shows only the caller's units; 404 for purchase orders outside the caller's tree or organisation", async () => {
      expect((await parseJson(await detail(as(NSW), "3"), poSchema)).units.map((unit) => unit.uid)).toEqual(["acme-au-nsw"]);
      expect(await errorsOf(await detail(as(NSW), "2"), 400)).toEqual(["UnknownIdentifierError"]);
      expect(await errorsOf(await detail(as(WHOLESALE_BUYER, `${WHOLESALE}/wwgPurchaseOrders`), "1"), 400)).toEqual(["UnknownIdentifierError"]);
      expect(await errorsOf(await detail(as(BUYER), "101"), 400)).toEqual(["UnknownIdentifierError"]);
      expect(await errorsOf(await detail(as(BUYER), "201"), 400)).toEqual(["UnknownIdentifierError"]);
      expect(await errorsOf(await detail(as(BUYER), "999999"), 400)).toEqual(["UnknownIdentifierError"]);
      expect(await errorsOf(await detail(as(BUYER), "abc"), 400)).toEqual(["UnknownIdentifierError"]);
      const missing = await get(backend, `${PO}/getPurchaseOrderDetails`, await tokenOf(backend, BUYER));
      expect(await errorsOf(missing, 400)).toEqual(["ValidationError purchaseId"]);
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe("writes", () => {
  let backend: TestBackend;
  beforeAll(() => {
    backend = createTestBackend();
  });
  afterAll(() => backend.close());
  const as = (uid: string, base?: string): As => ({ backend, uid, ...(base ? { base } : {}) });

  describe("create", () => {
    it("creates an OPEN purchase order (201) with the trimmed values, the caller as creator and now as dates", async () => {
      const number = uniqueNumber("New");
      const response = await create(as(BUYER), { purchaseOrderNumber: ` ${number} `, description: "  Site team’s hi-vis  ", units: ["acme-au-vic", "acme-au", "acme-au"] });
      expect(response.status).toBe(201);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const po = await parseJson(response, poSchema);
      expect(po).toEqual({
        id: po.id,
        purchaseOrderNumber: number,
        description: "Site team’s hi-vis",
        status: "OPEN",
        units: [
          { uid: "acme-au", name: "Acme Workwear Australia" },
          { uid: "acme-au-vic", name: "Acme Workwear Victoria" },
        ],
        createdDate: new Date(START).toISOString(),
        updatedDate: new Date(START).toISOString(),
        createdBy: { uid: "buyer@acme.example", name: "Bella Barnes" },
      });
      expect(Number(po.id)).toBeGreaterThan(1000);
      expect(await parseJson(await detail(as(BUYER), po.id), poSchema)).toEqual(po);
      expect(await allNumbers(as(BUYER), { createdFrom: "2026-11-21" })).toContain(number);
    });

    it("validates every field: 400 ValidationError per field", async () => {
      const before = count(backend);
      const bad = await create(as(BUYER), { purchaseOrderNumber: "", description: "", units: [] });
      expect(await errorsOf(bad, 400)).toEqual(["ValidationError purchaseOrderNumber", "ValidationError description", "ValidationError units"]);
      expect(await errorsOf(await create(as(BUYER), {}), 400)).toEqual(["ValidationError purchaseOrderNumber", "ValidationError description", "ValidationError units"]);
      const field = async (body: Record<string, unknown>) => errorsOf(await create(as(BUYER), { purchaseOrderNumber: uniqueNumber(), description: "Fine", units: ["acme-au"], ...body }), 400);
      // number: under 18 alphanumeric characters
      expect(await field({ purchaseOrderNumber: "A".repeat(18) })).toEqual(["ValidationError purchaseOrderNumber"]);
      expect(await field({ purchaseOrderNumber: "PO 1" })).toEqual(["ValidationError purchaseOrderNumber"]);
      expect(await field({ purchaseOrderNumber: "PO-1" })).toEqual(["ValidationError purchaseOrderNumber"]);
      expect(await field({ purchaseOrderNumber: "PÖ1" })).toEqual(["ValidationError purchaseOrderNumber"]);
      expect(await field({ purchaseOrderNumber: "   " })).toEqual(["ValidationError purchaseOrderNumber"]);
      expect(await field({ purchaseOrderNumber: 123 })).toEqual(["ValidationError purchaseOrderNumber"]);
      // description: letters, spaces, hyphens, apostrophes; 1–100
      expect(await field({ description: "Order 66" })).toEqual(["ValidationError description"]);
      expect(await field({ description: "Shirts & ties" })).toEqual(["ValidationError description"]);
      expect(await field({ description: "x".repeat(101) })).toEqual(["ValidationError description"]);
      expect(await field({ description: "- '" })).toEqual(["ValidationError description"]);
      // units: 1–50 uids
      expect(await field({ units: "acme-au" })).toEqual(["ValidationError units"]);
      expect(await field({ units: [1] })).toEqual(["ValidationError units"]);
      expect(await field({ units: [""] })).toEqual(["ValidationError units"]);
      expect(await field({ units: Array.from({ length: 51 }, (_, index) => `unit-${index}`) })).toEqual(["ValidationError units"]);
      // units outside the caller's tree, unknown units
      expect(await field({ units: ["acme-au", "kiwi-nz"] })).toEqual(["ValidationError units"]);
      expect(await field({ units: ["nope"] })).toEqual(["ValidationError units"]);
      expect(await errorsOf(await create(as(NSW), { purchaseOrderNumber: uniqueNumber(), description: "Fine", units: ["acme-au-vic"] }), 400)).toEqual(["ValidationError units"]);
      expect(await errorsOf(await create(as(NSW), { purchaseOrderNumber: uniqueNumber(), description: "Fine", units: ["acme-au"] }), 400)).toEqual(["ValidationError units"]);
      // malformed body and key
      const malformed = await sendJson(backend, "POST", PO, { token: await tokenOf(backend, BUYER), body: "{" });
      expect(await errorsOf(malformed, 400)).toEqual(["ValidationError body"]);
      const shortKey = await create(as(BUYER), { purchaseOrderNumber: uniqueNumber(), description: "Fine", units: ["acme-au"] }, { "Idempotency-Key": "short" });
      expect(await errorsOf(shortKey, 400)).toEqual(["ValidationError Idempotency-Key"]);
      expect(count(backend)).toBe(before);
    });

    it("accepts the bounds: 17-character numbers, 100-character descriptions, 50 units, any script", async () => {
      const number = `${uniqueNumber("B")}${"0".repeat(17)}`.slice(0, 17);
      expect(number).toHaveLength(17);
      const long = await createOk(as(BUYER), { purchaseOrderNumber: number, description: `${"a".repeat(99)}b`, units: ["acme-au"] });
      expect(long.purchaseOrderNumber).toBe(number);
      expect(long.description).toHaveLength(100);
      const fifty = Array.from({ length: 50 }, () => "acme-au-nsw");
      const accented = await createOk(as(BUYER), { description: "Équipe d’été - Zoë O'Brien", units: fifty });
      expect(accented.units.map((unit) => unit.uid)).toEqual(["acme-au-nsw"]);
    });

    it("409 AlreadyExistsError for a number the organisation has (case-insensitive); another organisation may use it", async () => {
      const number = uniqueNumber("Dup");
      const first = await createOk(as(BUYER), { purchaseOrderNumber: number, units: ["acme-au-vic"] });
      expect(await errorsOf(await create(as(BUYER), { purchaseOrderNumber: number.toLowerCase(), description: "Again", units: ["acme-au"] }), 409)).toEqual([
        "AlreadyExistsError purchaseOrderNumber",
      ]);
      // another user of the same organisation, who cannot even see the first one
      expect(await errorsOf(await create(as(NSW), { purchaseOrderNumber: number, description: "Again", units: ["acme-au-nsw"] }), 409)).toEqual([
        "AlreadyExistsError purchaseOrderNumber",
      ]);
      expect(await errorsOf(await create(as(ADMIN), { purchaseOrderNumber: "au2026001", description: "Again", units: ["acme-au"] }), 409)).toEqual([
        "AlreadyExistsError purchaseOrderNumber",
      ]);
      // the wholesale organisation
      const other = await createOk(as(WHOLESALE_BUYER, `${WHOLESALE}/wwgPurchaseOrders`), { purchaseOrderNumber: number, units: ["harbour-sydney"] });
      expect(other.purchaseOrderNumber).toBe(number);
      expect(other.id).not.toBe(first.id);
      const au2026001 = await createOk(as(WHOLESALE_BUYER, `${WHOLESALE}/wwgPurchaseOrders`), { purchaseOrderNumber: "AU2026001", units: ["harbour-sydney"] });
      expect(au2026001.purchaseOrderNumber).toBe("AU2026001");
      expect(await allNumbers(as(BUYER), { createdFrom: "2026-11-21" })).not.toContain(number.toLowerCase());
    });

    it("replays a repeated Idempotency-Key of the same user (200, replayed) instead of creating twice or answering 409", async () => {
      const number = uniqueNumber("Key");
      const key = `key-${number}`;
      const body = { purchaseOrderNumber: number, description: "Double click", units: ["acme-au-nsw"] };
      const first = await create(as(BUYER), body, { "Idempotency-Key": key });
      expect(first.status).toBe(201);
      const created = await parseJson(first, poSchema);
      expect(created.replayed).toBeUndefined();
      const second = await create(as(BUYER), body, { "Idempotency-Key": key });
      expect(second.status).toBe(200);
      expect(await parseJson(second, poSchema)).toEqual({ ...created, replayed: true });
      // even with another body: the key names the first call
      const third = await create(as(BUYER), { ...body, purchaseOrderNumber: uniqueNumber() }, { "Idempotency-Key": key });
      expect(third.status).toBe(200);
      expect((await parseJson(third, poSchema)).id).toBe(created.id);
      expect((await allNumbers(as(BUYER))).filter((found) => found === number)).toHaveLength(1);
      // another user's same key is another request: the number is taken
      expect(await errorsOf(await create(as(ADMIN), body, { "Idempotency-Key": key }), 409)).toEqual(["AlreadyExistsError purchaseOrderNumber"]);
      // without a key a repeat is a duplicate
      expect(await errorsOf(await create(as(BUYER), body), 409)).toEqual(["AlreadyExistsError purchaseOrderNumber"]);
    });
  });

  describe("update", () => {
    it("changes the description and units; the number and created date stay; updatedDate is now", async () => {
      const po = await createOk(as(BUYER), { description: "Before", units: ["acme-au-nsw"] });
      backend.advance(60 * 60 * 1000);
      const response = await update(as(BUYER), { purchaseId: po.id, description: "After change", units: ["acme-au-vic", "acme-au"] });
      expect(response.status).toBe(200);
      const updated = await parseJson(response, poSchema);
      expect(updated).toEqual({
        ...po,
        description: "After change",
        units: [
          { uid: "acme-au", name: "Acme Workwear Australia" },
          { uid: "acme-au-vic", name: "Acme Workwear Victoria" },
        ],
        updatedDate: new Date(backend.clock.now).toISOString(),
      });
      expect(await parseJson(await detail(as(BUYER), po.id), poSchema)).toEqual(updated);
      const recent = await listOk(as(BUYER), { sort: "byUpdatedDateDesc", pageSize: 1 });
      expect(recent.purchaseOrders[0]?.id).toBe(po.id);
      // the NSW buyer no longer sees it
      expect((await detail(as(NSW), po.id)).status).toBe(400);
    });

    it("validates like create; the number cannot change", async () => {
      const po = await createOk(as(BUYER), { description: "Fixed number", units: ["acme-au"] });
      const wrong = await update(as(BUYER), { purchaseId: po.id, description: "Order 66", units: [] });
      expect(await errorsOf(wrong, 400)).toEqual(["ValidationError description", "ValidationError units"]);
      expect(await errorsOf(await update(as(BUYER), { purchaseId: po.id, description: "Fine", units: ["acme-au"], purchaseOrderNumber: "NEW1" }), 400)).toEqual([
        "ValidationError purchaseOrderNumber",
      ]);
      expect(await errorsOf(await update(as(BUYER), { purchaseId: po.id, description: "Fine", units: ["kiwi-nz"] }), 400)).toEqual(["ValidationError units"]);
      expect(await errorsOf(await update(as(BUYER), { description: "Fine", units: ["acme-au"] }), 400)).toEqual(["ValidationError purchaseId"]);
      expect(await parseJson(await detail(as(BUYER), po.id), poSchema)).toEqual(po);
    });

    it("404 outside the caller's tree or organisation; units outside the caller's tree are kept", async () => {
      expect(await errorsOf(await update(as(NSW), { purchaseId: "2", description: "Mine now", units: ["acme-au-nsw"] }), 400)).toEqual(["UnknownIdentifierError"]);
      expect(await errorsOf(await update(as(BUYER), { purchaseId: "101", description: "Mine now", units: ["acme-au"] }), 400)).toEqual(["UnknownIdentifierError"]);
      expect(await errorsOf(await update(as(BUYER), { purchaseId: "nope", description: "Mine now", units: ["acme-au"] }), 400)).toEqual(["UnknownIdentifierError"]);
      // AU2026009 carries acme-au-nsw and acme-au; the NSW buyer sees and replaces only the NSW unit
      const updated = await parseJson(await update(as(NSW), { purchaseId: "9", description: "Edited in Sydney", units: ["acme-au-nsw"] }), poSchema);
      expect(updated.units.map((unit) => unit.uid)).toEqual(["acme-au-nsw"]);
      const seenByBuyer = await parseJson(await detail(as(BUYER), "9"), poSchema);
      expect(seenByBuyer.description).toBe("Edited in Sydney");
      expect(seenByBuyer.units.map((unit) => unit.uid)).toEqual(["acme-au", "acme-au-nsw"]);
      expect(seenByBuyer.status).toBe("OPEN");
    });
  });

  describe("delete", () => {
    it("deletes a visible purchase order (200 {}); then it is gone, with its units", async () => {
      const po = await createOk(as(BUYER), { units: ["acme-au-nsw", "acme-au-vic"] });
      const response = await remove(as(BUYER), po.id);
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({});
      expect((await detail(as(BUYER), po.id)).status).toBe(400);
      expect(backend.db.prepare("SELECT COUNT(*) AS n FROM purchase_order_units WHERE po_id = ?").get(Number(po.id))).toEqual({ n: 0 });
      expect(await errorsOf(await remove(as(BUYER), po.id), 400)).toEqual(["UnknownIdentifierError"]);
      // its number is free again
      await createOk(as(BUYER), { purchaseOrderNumber: po.purchaseOrderNumber, units: ["acme-au"] });
    });

    it("404 outside the caller's tree or organisation; 403 when the PO also carries units outside the caller's tree", async () => {
      expect(await errorsOf(await remove(as(NSW), "4"), 400)).toEqual(["UnknownIdentifierError"]);
      expect(await errorsOf(await remove(as(BUYER), "101"), 400)).toEqual(["UnknownIdentifierError"]);
      expect(await errorsOf(await remove(as(BUYER), "x1"), 400)).toEqual(["UnknownIdentifierError"]);
      const missing = await sendJson(backend, "DELETE", `${PO}/deletePurchaseOrder`, { token: await tokenOf(backend, BUYER) });
      expect(await errorsOf(missing, 400)).toEqual(["ValidationError purchaseOrderId"]);
      // AU2026003 carries acme-au-nsw and acme-au
      expect(await errorsOf(await remove(as(NSW), "3"), 403)).toEqual(["ForbiddenError"]);
      expect((await detail(as(BUYER), "3")).status).toBe(200);
      // a NSW-only PO: the NSW buyer may delete it
      const nswOnly = await createOk(as(BUYER), { units: ["acme-au-nsw"] });
      expect((await remove(as(NSW), nswOnly.id)).status).toBe(200);
      expect((await detail(as(BUYER), nswOnly.id)).status).toBe(400);
    });
  });

  describe("inactive units", () => {
    it("are neither offered nor accepted, but stay visible on purchase orders that carry them", async () => {
      backend.db.prepare("UPDATE org_units SET active = 0 WHERE uid = 'acme-au-vic'").run();
      try {
        expect((await parseJson(await search(as(BUYER)), unitsSchema)).units.map((unit) => unit.uid)).toEqual(["acme-au-vic-geelong", "acme-au-vic-melbourne", "acme-au-nsw-newcastle", "acme-au-nsw-sydney", "acme-au", "acme-au-nsw", "acme-au-bad-input", "acme-au-budgets-e2e", "acme-e2e-approvals-js", "acme-e2e-approvals-nojs"]);
        const filters = await readJson(await get(backend, `${PO}/filters`, await tokenOf(backend, BUYER)));
        expect(filters).toMatchObject({ businessUnits: [{ uid: "acme-au-vic-geelong" }, { uid: "acme-au-vic-melbourne" }, { uid: "acme-au-nsw-newcastle" }, { uid: "acme-au-nsw-sydney" }, { uid: "acme-au" }, { uid: "acme-au-nsw" }, { uid: "acme-au-bad-input" }, { uid: "acme-au-budgets-e2e" }, { uid: "acme-e2e-approvals-js" }, { uid: "acme-e2e-approvals-nojs" }] });
        expect(await errorsOf(await create(as(BUYER), { purchaseOrderNumber: uniqueNumber(), description: "Fine", units: ["acme-au-vic"] }), 400)).toEqual([
          "ValidationError units",
        ]);
        expect((await parseJson(await detail(as(BUYER), "2"), poSchema)).units.map((unit) => unit.uid)).toEqual(["acme-au-vic"]);
      } finally {
        backend.db.prepare("UPDATE org_units SET active = 1 WHERE uid = 'acme-au-vic'").run();
      }
    });
  });
});
