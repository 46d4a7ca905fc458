import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ORDER_HISTORY_SEEDS, UNIT_ORDER_SEEDS } from "../src/seed-data/order-history-filters";
import { parseUnitFilters, startOfStoreDay } from "../src/stores/order-history";
import { createTestBackend, get, login, occErrorsSchema, parseJson, type TestBackend } from "./helpers";

/**
 * Issue 23 order history (docs/order-history.md): `GET users/{u}/orders` with the stock sorts and statuses and this
 * customer's dateFrom/dateTo/searchTerm/returnable (ignored with the extensions off), and the stock unit-level
 * `GET orgUsers/{u}/orgUnits/orders` (unitorderviewergroup only). Reads the seeded orders of
 * backend/src/seed-data/order-history-filters.ts (dates relative to seed time, so the clock is set to now).
 */

const SITE = "/occ/v2/corporate";
const DAY = 86_400_000;
const HISTORY_USER = "order-history@acme.example";
const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() }).strict();
const person = z.object({ uid: z.string(), name: z.string() }).strict();
const rowSchema = z
  .object({
    code: z.string(),
    guid: z.string(),
    placed: z.string().datetime(),
    status: z.string(),
    statusDisplay: z.string(),
    total: priceSchema,
    purchaseOrderNumber: z.string().optional(),
    user: person,
    placedBy: person.optional(),
    channel: z.enum(["web", "proxy", "punchout", "replenishment"]),
    orgUnit: person.optional(),
    orgCustomer: person.optional(),
  })
  .strict();
const listSchema = z
  .object({
    orders: z.array(rowSchema),
    pagination: z.object({ currentPage: z.number(), pageSize: z.number(), sort: z.string(), totalPages: z.number(), totalResults: z.number() }).strict(),
    sorts: z.array(z.object({ code: z.string(), selected: z.boolean() }).strict()),
    appliedFilters: z
      .object({ dateFrom: z.string().optional(), dateTo: z.string().optional(), searchTerm: z.string().optional(), returnable: z.literal(true).optional() })
      .strict()
      .optional(),
  })
  .strict();

const code = (id: number) => String(id);
const byNewest = [...ORDER_HISTORY_SEEDS].sort((a, b) => a.daysAgo - b.daysAgo).map((seed) => code(seed.id));
/** yyyy-mm-dd of `daysAgo` days before now in the store's time zone (Australia/Sydney). */
const day = (daysAgo: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date(Date.now() - daysAgo * DAY));

let backend: TestBackend;
const tokens = new Map<string, string>();
async function tokenOf(uid: string, on: TestBackend = backend): Promise<string> {
  const key = `${on.dbPath}:${uid}`;
  const known = tokens.get(key);
  if (known) return known;
  const { access_token } = await login(on, uid);
  tokens.set(key, access_token);
  return access_token;
}
const history = async (query: string, uid = HISTORY_USER, on: TestBackend = backend) =>
  parseJson(await get(on, `${SITE}/users/current/orders?pageSize=100&${query}`, await tokenOf(uid, on)), listSchema);
const codes = (list: { orders: { code: string }[] }) => list.orders.map((order) => order.code);

beforeAll(() => {
  backend = createTestBackend();
  backend.clock.now = Date.now();
});
afterAll(() => backend.close());

describe("GET users/{u}/orders (the order history)", () => {
  it("lists the caller's own orders and those they placed for someone else, newest first, with who placed them and how", async () => {
    const all = await history("");
    expect(codes(all)).toEqual(byNewest);
    expect(all.appliedFilters).toEqual({});
    const proxy = all.orders.find((order) => order.code === "28000206");
    expect(proxy).toMatchObject({
      channel: "proxy",
      user: { uid: "order-history-wearer@acme.example", name: "Wes Warren" },
      placedBy: { uid: HISTORY_USER, name: "Hana Hughes" },
    });
    const punchOut = all.orders.find((order) => order.code === "28000207");
    expect(punchOut).toMatchObject({ channel: "punchout", purchaseOrderNumber: "PUNCH-4411", user: { uid: HISTORY_USER } });
    expect(punchOut?.placedBy).toBeUndefined();
    // The wearer sees the order placed for them too; nobody else sees any of them.
    expect(codes(await history("", "order-history-wearer@acme.example"))).toEqual(["28000206"]);
    expect(codes(await history("", "buyer@acme.example")).filter((c) => c.startsWith("280002"))).toEqual([]);
  });

  it("pages and sorts (byDate, byOrderNumber); an unknown sort is a 400", async () => {
    const page = await parseJson(await get(backend, `${SITE}/users/current/orders?currentPage=1&pageSize=5`, await tokenOf(HISTORY_USER)), listSchema);
    expect(codes(page)).toEqual(byNewest.slice(5, 10));
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 5, sort: "byDate", totalPages: 4, totalResults: 16 });
    const byNumber = await history("sort=byOrderNumber");
    expect(codes(byNumber)).toEqual([...byNewest].sort((a, b) => Number(b) - Number(a)));
    expect(byNumber.sorts).toEqual([
      { code: "byDate", selected: false },
      { code: "byOrderNumber", selected: true },
    ]);
    const bad = await get(backend, `${SITE}/users/current/orders?sort=byTotal`, await tokenOf(HISTORY_USER));
    expect(bad.status).toBe(400);
    expect((await parseJson(bad, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "sort" });
  });

  it("filters by statuses", async () => {
    const cancelled = ORDER_HISTORY_SEEDS.filter((seed) => seed.status === "CANCELLED").map((seed) => code(seed.id));
    expect(new Set(codes(await history("statuses=CANCELLED")))).toEqual(new Set(cancelled));
    expect(codes(await history("statuses=PROCESSING,CANCELLED")).length).toBe(cancelled.length + 1);
  });

  it("filters by placing date, dateFrom and dateTo inclusive (store calendar days), and echoes them", async () => {
    const from = await history(`dateFrom=${day(16)}`);
    expect(codes(from)).toEqual(["28000201", "28000202", "28000216"]);
    expect(from.appliedFilters).toEqual({ dateFrom: day(16) });
    const to = await history(`dateTo=${day(300)}`);
    expect(codes(to)).toEqual(["28000213", "28000214", "28000215"]);
    const both = await history(`dateFrom=${day(11)}&dateTo=${day(9)}`);
    expect(codes(both)).toEqual(["28000202"]);
    expect(both.appliedFilters).toEqual({ dateFrom: day(11), dateTo: day(9) });
    // The day an order was placed includes it at both ends (the seed places it 10 days and 2 hours before the seed
    // ran: the day before day(10) between midnight and 2 am in Sydney).
    const placedDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date(Date.now() - 10 * DAY - 2 * 3_600_000));
    expect(codes(await history(`dateFrom=${placedDay}&dateTo=${placedDay}`))).toContain("28000202");
    const bad = await get(backend, `${SITE}/users/current/orders?dateFrom=2026-02-30`, await tokenOf(HISTORY_USER));
    expect(bad.status).toBe(400);
    expect((await parseJson(bad, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "dateFrom" });
  });

  it("searches order numbers and PO numbers, partially and in any case", async () => {
    expect(codes(await history("searchTerm=hist-po"))).toEqual(["28000201", "28000202", "28000210", "28000215"]);
    expect(codes(await history("searchTerm=alpha"))).toEqual(["28000205"]);
    expect(codes(await history("searchTerm=00207"))).toEqual(["28000207"]);
    expect((await history("searchTerm=%25")).orders).toEqual([]);
    expect((await history("searchTerm=alpha")).appliedFilters).toEqual({ searchTerm: "alpha" });
  });

  it("returnable=true: delivered within the last 30 days and not cancelled", async () => {
    const returnable = await history("returnable=true");
    expect(codes(returnable)).toEqual(["28000202", "28000216"]);
    expect(returnable.appliedFilters).toEqual({ returnable: true });
    // 31 days after delivery it is no longer returnable.
    backend.clock.now = Date.now() + 23 * DAY;
    try {
      const { access_token } = await login(backend, HISTORY_USER);
      const later = await parseJson(await get(backend, `${SITE}/users/current/orders?returnable=true`, access_token), listSchema);
      expect(codes(later)).toEqual(["28000202"]);
    } finally {
      backend.clock.now = Date.now();
    }
  });
});

describe("GET orgUsers/{u}/orgUnits/orders (unit-level order history)", () => {
  const unitSchema = listSchema.extend({ orders: z.array(rowSchema.required({ orgUnit: true, orgCustomer: true })) });
  const unitOrders = async (query: string, uid = "unit-viewer@acme.example") =>
    parseJson(await get(backend, `${SITE}/orgUsers/current/orgUnits/orders?pageSize=100&${query}`, await tokenOf(uid)), unitSchema);
  const mine = (list: { orders: { code: string }[] }) => codes(list).filter((c) => c.startsWith("280002"));

  it("answers 403 ForbiddenError to anyone outside unitorderviewergroup", async () => {
    for (const uid of [HISTORY_USER, "approver@acme.example"]) {
      const response = await get(backend, `${SITE}/orgUsers/current/orgUnits/orders`, await tokenOf(uid));
      expect(response.status).toBe(403);
      expect((await parseJson(response, occErrorsSchema)).errors[0]?.type).toBe("ForbiddenError");
    }
  });

  it("lists the orders of the viewer's unit and its child units with unit and buyer, never another organisation's", async () => {
    // Every page (the seed has more than 100 orders in acme-au's tree since issue 23's order histories).
    const first = await unitOrders("");
    const rest = await Promise.all(
      Array.from({ length: first.pagination.totalPages - 1 }, (_, index) => unitOrders(`currentPage=${index + 1}`)),
    );
    const all = { ...first, orders: [...first.orders, ...rest.flatMap((list) => list.orders)] };
    const acme = [...ORDER_HISTORY_SEEDS, ...UNIT_ORDER_SEEDS].filter((seed) => !seed.user.endsWith("kiwi.example"));
    expect(new Set(mine(all))).toEqual(new Set(acme.map((seed) => code(seed.id))));
    expect(codes(all)).not.toContain("28000290");
    expect(all.orders.find((order) => order.code === "28000250")).toMatchObject({
      orgUnit: { uid: "acme-au-nsw", name: "Acme Workwear New South Wales" },
      orgCustomer: { uid: "unit-buyer-nsw@acme.example", name: "Nina Nolan" },
      purchaseOrderNumber: "NSW-5001",
    });
    expect(first.pagination.totalResults).toBe(all.orders.length);
    expect(all.appliedFilters).toBeUndefined();
  });

  it("filters by buyer and unit (SAP's ::user:…:unit:… filters) and sorts by unit and buyer both ways", async () => {
    expect(mine(await unitOrders("filters=::unit:new%20south"))).toEqual(["28000250", "28000251"]);
    expect(mine(await unitOrders("filters=::user:victor"))).toEqual(["28000252", "28000253"]);
    expect(mine(await unitOrders("filters=::user:vance:unit:acme-au-vic"))).toEqual(["28000252", "28000253"]);
    expect((await unitOrders("filters=::user:kiri")).orders).toEqual([]);
    const units = (list: { orders: { orgUnit: { name: string } }[] }) => list.orders.map((order) => order.orgUnit.name);
    const lower = (names: string[]) => names.map((name) => name.toLowerCase());
    const byUnit = lower(units(await unitOrders("filters=::user:unit-buyer&sort=byOrgUnit")));
    expect(byUnit).toEqual([...byUnit].sort());
    const byUnitDesc = lower(units(await unitOrders("filters=::user:unit-buyer&sort=byOrgUnitDesc")));
    expect(byUnitDesc).toEqual([...byUnit].sort().reverse());
    const buyers = (list: { orders: { orgCustomer: { name: string } }[] }) => list.orders.map((order) => order.orgCustomer.name.toLowerCase());
    const byBuyer = buyers(await unitOrders("filters=::user:unit-buyer&sort=byBuyer"));
    expect(byBuyer).toEqual([...byBuyer].sort());
    const byBuyerDesc = buyers(await unitOrders("filters=::user:unit-buyer&sort=byBuyerDesc"));
    expect(byBuyerDesc).toEqual([...byBuyer].reverse().sort().reverse());
    const response = await get(backend, `${SITE}/orgUsers/current/orgUnits/orders?sort=byOrderNumber&filters=::user:unit-buyer:unit:acme&pageSize=2&currentPage=0`, await tokenOf("unit-viewer@acme.example"));
    const page = await parseJson(response, unitSchema);
    expect(page.pagination).toMatchObject({ pageSize: 2, sort: "byOrderNumber", totalResults: 4, totalPages: 2 });
    expect(codes(page)).toEqual(["28000253", "28000252"]);
  });

  it("parses SAP's filters format", () => {
    expect(parseUnitFilters("::user:Jane:unit:Sydney")).toEqual({ user: "Jane", unit: "Sydney" });
    expect(parseUnitFilters("::unit:acme-au-nsw")).toEqual({ unit: "acme-au-nsw" });
    expect(parseUnitFilters("")).toEqual({});
    expect(parseUnitFilters("::user:")).toEqual({});
  });
});

describe("with the extensions off (BACKEND_EXTENSIONS=none)", () => {
  let stock: TestBackend;
  beforeAll(() => {
    stock = createTestBackend({ extensions: "none" });
    stock.clock.now = Date.now();
  });
  afterAll(() => stock.close());

  it("ignores this customer's filters like SAP ignores a parameter it does not know, and sends no appliedFilters; statuses and sorts still work", async () => {
    const ignored = await history(`dateFrom=${day(16)}&searchTerm=alpha&returnable=true&dateTo=nonsense`, HISTORY_USER, stock);
    expect(codes(ignored)).toEqual(byNewest);
    expect(ignored.appliedFilters).toBeUndefined();
    expect(codes(await history("statuses=PROCESSING", HISTORY_USER, stock))).toEqual(["28000201"]);
    expect(codes(await history("sort=byOrderNumber", HISTORY_USER, stock))[0]).toBe("28000216");
  });
});

describe("startOfStoreDay", () => {
  it("is midnight in Sydney, in and out of daylight saving", () => {
    expect(new Date(startOfStoreDay("2026-07-01")).toISOString()).toBe("2026-06-30T14:00:00.000Z");
    expect(new Date(startOfStoreDay("2026-12-01")).toISOString()).toBe("2026-11-30T13:00:00.000Z");
  });
});
