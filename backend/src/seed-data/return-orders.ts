/**
 * Issue 24 part 2 (docs/returns.md "Seed"; /work contract): delivered orders and return requests with fixed codes —
 * orders 28500001–28500199 (the seeded exchange's replacement order: 28500191), RMAs 49100001–49100199 (created RMAs count from 50000001). Every order is delivered
 * (one held DELIVERY_COMPLETED consignment) `DELIVERED_DAYS_AGO` days before seed time, inside the 30-day window.
 * The returns are made by the returns store itself (`create` with a fixed id and time: the same rules and the same
 * pricing as a request), then put in their status with a happy-path history.
 *
 * Pack orders hold real pack data: the acme-new-starter pack (NEW_STARTER, FULLY_FUNDED), the business shirt
 * SHT-CL white M regular with name embroidery (bundle acme-new-starter-tops) and trousers TRS-CL navy 87R regular
 * (bundle acme-new-starter-legwear), priced as the cart prices pack lines (list price + value-adds) and credited with
 * `packAmounts` (stores/pack-summary.ts).
 */
import { type Db } from "../db";
import { addressReader } from "../stores/addresses";
import { computeTotals, orderTotalColumns } from "../stores/cart-totals";
import { directOrders } from "../stores/direct-orders";
import { fulfilmentStore } from "../stores/fulfilment";
import { packAmounts } from "../stores/pack-summary";
import { formatPrice, volumeTierLoader } from "../stores/pricing";
import { flowUpTo, type ReturnEntryInput, type ReturnStatus, returnsStore } from "../stores/returns";
import { heldConsignments } from "./order-history-filters";
import { PACKS, VALUE_ADDS } from "./packs";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;
const DELIVERED_DAYS_AGO = 6;

/** Harbour Wholesale's return threshold: more units than this in one request need the store approver. */
export const HARBOUR_RETURN_THRESHOLD = 10;

const PROJECTS = ["js", "nojs"] as const;
export const returnsWearer = (p: "js" | "nojs") => `returns-wearer-${p}@acme.example`;
export const returnsBuyer = (p: "js" | "nojs") => `returns-buyer-${p}@acme.example`;
export const wholesaleReturnsBuyer = (p: "js" | "nojs") => `ws-returns-${p}@wholesale.example`;
export const wholesaleReturnsApprover = (p: "js" | "nojs") => `ws-returns-approver-${p}@wholesale.example`;

export const RETURN_E2E_ACCOUNTS: TestAccountSeed[] = PROJECTS.flatMap((p) => [
  { uid: returnsWearer(p), firstName: "Rhys", lastName: `Wearer ${p.toUpperCase()}`, group: "customergroup", priceEnabled: false },
  { uid: returnsBuyer(p), firstName: "Rita", lastName: `Buyer ${p.toUpperCase()}` },
  { uid: wholesaleReturnsBuyer(p), firstName: "Wade", lastName: `Stores ${p.toUpperCase()}`, orgUnit: "harbour-sydney" },
  { uid: wholesaleReturnsApprover(p), firstName: "Ava", lastName: `Approver ${p.toUpperCase()}`, orgUnit: "harbour-sydney", group: "b2bapprovergroup" },
]);

/** The pack shirt, its size and the size the seeded exchange gives (other sizes are in stock). */
export const PACK_SHIRT = "SHT-CL-WHITE-M-REGULAR";
export const PACK_SHIRT_EXCHANGE = "SHT-CL-WHITE-L-REGULAR";
export const PACK_TROUSERS = "TRS-CL-NAVY-87R-REGULAR";
const POLO = "POL-CL-NAVY-M";
const CAP = "CAP-CL-NAVY-SM";
const WHOLESALE_A = "POL-CL-NAVY-L";
const WHOLESALE_B = "CAP-CL-BLACK-LXL";

interface EntrySeed {
  variantCode: string;
  quantity: number;
  /** A line of the acme-new-starter pack in this bundle, with these value-adds. */
  pack?: { bundleId: string; valueAdds: string[] };
}
interface OrderSeed {
  id: number;
  user: string;
  site: "corporate" | "wholesale";
  entries: EntrySeed[];
}

const NEW_STARTER = "acme-new-starter";
const packShirt: EntrySeed = { variantCode: PACK_SHIRT, quantity: 2, pack: { bundleId: "acme-new-starter-tops", valueAdds: ["NAME_EMBROIDERY"] } };
const packTrousers: EntrySeed = { variantCode: PACK_TROUSERS, quantity: 1, pack: { bundleId: "acme-new-starter-legwear", valueAdds: [] } };
const nonPack: EntrySeed[] = [
  { variantCode: POLO, quantity: 3 },
  { variantCode: CAP, quantity: 2 },
];

export const RETURN_ORDER_SEEDS: OrderSeed[] = [
  { id: 28_500_001, user: "wearer@acme.example", site: "corporate", entries: [packShirt, packTrousers] },
  { id: 28_500_002, user: "wearer@acme.example", site: "corporate", entries: nonPack },
  { id: 28_500_011, user: "wearer@kiwi.example", site: "corporate", entries: [{ variantCode: POLO, quantity: 2 }, { variantCode: CAP, quantity: 1 }] },
  { id: 28_500_021, user: "buyer@wholesale.example", site: "wholesale", entries: [{ variantCode: WHOLESALE_A, quantity: 40 }] },
  { id: 28_500_022, user: "buyer@wholesale.example", site: "wholesale", entries: [{ variantCode: WHOLESALE_B, quantity: 25 }] },
  ...PROJECTS.flatMap((p, i): OrderSeed[] => [
    { id: 28_500_101 + i, user: returnsWearer(p), site: "corporate", entries: [packShirt, packTrousers] },
    { id: 28_500_111 + i, user: returnsBuyer(p), site: "corporate", entries: nonPack },
    { id: 28_500_121 + i, user: returnsBuyer(p), site: "corporate", entries: [{ variantCode: POLO, quantity: 2 }] },
    {
      id: 28_500_131 + i,
      user: wholesaleReturnsBuyer(p),
      site: "wholesale",
      entries: [
        { variantCode: WHOLESALE_A, quantity: 40 },
        { variantCode: WHOLESALE_B, quantity: 25 },
      ],
    },
    { id: 28_500_141 + i, user: wholesaleReturnsBuyer(p), site: "wholesale", entries: [{ variantCode: WHOLESALE_A, quantity: 30 }] },
  ]),
];

interface ReturnSeed {
  rma: number;
  order: number;
  user: string;
  site: "corporate" | "wholesale";
  inputs: ReturnEntryInput[];
  status: ReturnStatus;
  ageMs: number;
  /** When the clock moves it next (from seed time); null: it stays. */
  nextInMs: number | null;
  /** A threshold decision (the return is over the threshold). */
  decision?: { status: "ACCEPTED" | "DECLINED"; by: string; comment: string };
}

const WHOLESALE_APPROVER = "approver@wholesale.example";

export const RETURN_SEEDS: ReturnSeed[] = [
  {
    rma: 49_100_001,
    order: 28_500_001,
    user: "wearer@acme.example",
    site: "corporate",
    inputs: [{ orderEntryNumber: 0, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: PACK_SHIRT_EXCHANGE }],
    status: "WAIT",
    ageMs: 2 * D,
    nextInMs: 20 * H,
  },
  { rma: 49_100_002, order: 28_500_002, user: "wearer@acme.example", site: "corporate", inputs: [{ orderEntryNumber: 0, quantity: 1, reasonCode: "CHANGED_MIND" }], status: "COMPLETED", ageMs: 5 * D, nextInMs: null },
  { rma: 49_100_011, order: 28_500_011, user: "wearer@kiwi.example", site: "corporate", inputs: [{ orderEntryNumber: 0, quantity: 1, reasonCode: "NOT_NEEDED" }], status: "WAIT", ageMs: 1 * D, nextInMs: 20 * H },
  { rma: 49_100_021, order: 28_500_021, user: "buyer@wholesale.example", site: "wholesale", inputs: [{ orderEntryNumber: 0, quantity: 5, reasonCode: "NOT_NEEDED" }], status: "COMPLETED", ageMs: 5 * D, nextInMs: null },
  { rma: 49_100_022, order: 28_500_022, user: "buyer@wholesale.example", site: "wholesale", inputs: [{ orderEntryNumber: 0, quantity: 15, reasonCode: "NOT_NEEDED" }], status: "APPROVAL_PENDING", ageMs: 1 * D, nextInMs: null },
  {
    rma: 49_100_023,
    order: 28_500_021,
    user: "buyer@wholesale.example",
    site: "wholesale",
    inputs: [{ orderEntryNumber: 0, quantity: 12, reasonCode: "CHANGED_MIND" }],
    status: "CANCELED",
    ageMs: 3 * D,
    nextInMs: null,
    decision: { status: "DECLINED", by: WHOLESALE_APPROVER, comment: "These polos are still selling: keep them in store for the summer range." },
  },
  ...PROJECTS.flatMap((p, i): ReturnSeed[] => [
    { rma: 49_100_101 + i, order: 28_500_121 + i, user: returnsBuyer(p), site: "corporate", inputs: [{ orderEntryNumber: 0, quantity: 1, reasonCode: "NOT_NEEDED" }], status: "WAIT", ageMs: 1 * D, nextInMs: 20 * H },
    { rma: 49_100_103 + i, order: 28_500_121 + i, user: returnsBuyer(p), site: "corporate", inputs: [{ orderEntryNumber: 0, quantity: 1, reasonCode: "FAULTY" }], status: "RECEIVED", ageMs: 2 * D, nextInMs: 30 * MIN },
    { rma: 49_100_111 + i, order: 28_500_141 + i, user: wholesaleReturnsBuyer(p), site: "wholesale", inputs: [{ orderEntryNumber: 0, quantity: 12, reasonCode: "NOT_NEEDED" }], status: "APPROVAL_PENDING", ageMs: 4 * H, nextInMs: null },
    { rma: 49_100_113 + i, order: 28_500_141 + i, user: wholesaleReturnsBuyer(p), site: "wholesale", inputs: [{ orderEntryNumber: 0, quantity: 12, reasonCode: "CHANGED_MIND" }], status: "APPROVAL_PENDING", ageMs: 3 * H, nextInMs: null },
  ]),
];

export function seedReturnOrders(db: Db, insert: Insert, at: number = Date.now()): number {
  seedTestAccounts(db, insert, RETURN_E2E_ACCOUNTS);
  db.prepare<[number]>("UPDATE org_units SET return_threshold = ? WHERE uid = 'harbour-wholesale' AND return_threshold IS NULL").run(HARBOUR_RETURN_THRESHOLD);
  let inserted = seedOrders(db, at);
  let clock = at;
  const fulfilment = fulfilmentStore(db, () => clock);
  const returns = returnsStore(db, () => clock, { fulfilment });
  const exists = db.prepare<[number], { n: number }>("SELECT 1 AS n FROM return_requests WHERE id = ?");
  for (const seed of RETURN_SEEDS) {
    if (exists.get(seed.rma)) continue;
    const createdAt = at - seed.ageMs;
    clock = createdAt;
    // An exchange's replacement order gets a fixed code too (28500190 + n), below the placed orders' counter.
    returns.create(seed.site, seed.user, String(seed.order), seed.inputs, null, { id: seed.rma, at: createdAt, replacementOrderId: 28_500_190 + (seed.rma % 100) });
    if (seed.decision) {
      const decidedAt = createdAt + 2 * H;
      returns.seedThresholdDecision(seed.rma, { status: seed.decision.status, by: seed.decision.by, at: decidedAt, comment: seed.decision.comment });
      returns.seedStatus(seed.rma, seed.decision.status === "DECLINED" ? ["APPROVAL_PENDING", "CANCELED"] : flowUpTo(seed.status), {
        createdAt,
        statusAt: decidedAt,
        nextAt: seed.nextInMs === null ? null : at + seed.nextInMs,
      });
    } else if (seed.status !== "APPROVAL_PENDING") {
      const statusAt = seed.nextInMs === null ? at - seed.ageMs / 2 : at - 10 * MIN;
      returns.seedStatus(seed.rma, flowUpTo(seed.status), { createdAt, statusAt, nextAt: seed.nextInMs === null ? null : at + seed.nextInMs });
    }
    inserted += 1;
  }
  return inserted;
}

/** The orders: written as placed by their owner, made pack orders where the seed says, delivered, held. */
function seedOrders(db: Db, at: number): number {
  const orders = directOrders(db, { addresses: addressReader(db), tiersOf: volumeTierLoader(db) });
  const deliver = heldConsignments(db);
  const country = db.prepare<[string], { country: string }>("SELECT o.country FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?");
  const pack = PACKS.find((candidate) => candidate.id === NEW_STARTER);
  if (!pack) throw new Error(`seedReturnOrders: pack ${NEW_STARTER} is not seeded`);
  const setPackLine = db.prepare(
    "UPDATE order_entries SET unit_cents = @unitCents, line_cents = @lineCents, pack_json = @packJson WHERE order_id = @orderId AND entry_number = @entryNumber",
  );
  const listCents = db.prepare<[string], { cents: number }>("SELECT std_cents AS cents FROM variant_prices WHERE price_list = 'corporate-aud' AND variant_code = ?");
  const setPackTotals = db.prepare(
    `UPDATE orders SET subtotal_cents = @subtotalCents, discount_cents = @discountCents, delivery_cents = @deliveryCents, total_cents = @totalCents,
       tax_cents = @taxCents, total_with_tax_cents = @totalWithTaxCents, packs_json = @packsJson, applied_promotions_json = '[]' WHERE id = @id`,
  );
  const complete = db.prepare<[number]>("UPDATE orders SET status = 'COMPLETED', fulfilment_next_at = NULL WHERE id = ?");
  let inserted = 0;
  for (const seed of RETURN_ORDER_SEEDS) {
    if (orders.exists(String(seed.id))) continue;
    const createdAt = at - (DELIVERED_DAYS_AGO + 4) * D;
    const { id, code } = orders.create({
      id: seed.id,
      site: seed.site,
      userUid: seed.user,
      placedByUid: seed.user,
      entries: seed.entries.map((entry) => ({ variantCode: entry.variantCode, quantity: entry.quantity })),
      createdAt,
      status: "CREATED",
      exceededLimit: null,
    });
    if (seed.entries.some((entry) => entry.pack)) {
      const money = (cents: number) => formatPrice(cents, { isocode: "AUD", symbol: "$" });
      const lines = seed.entries.map((entry, entryNumber) => {
        const valueAdds = (entry.pack?.valueAdds ?? []).map((codeOf) => VALUE_ADDS.find((va) => va.code === codeOf)).filter((va) => va !== undefined);
        const unitCents = (listCents.get(entry.variantCode)?.cents ?? 0) + valueAdds.reduce((sum, va) => sum + va.priceCents, 0);
        const bundleIndex = pack.bundles.findIndex((bundle) => bundle.id === entry.pack?.bundleId);
        const bundle = pack.bundles[bundleIndex];
        setPackLine.run({
          orderId: id,
          entryNumber,
          unitCents,
          lineCents: unitCents * entry.quantity,
          packJson: JSON.stringify({
            pack: { packId: pack.id, packName: pack.name, packType: pack.packType, bundleId: bundle?.id ?? "", bundleName: bundle?.name ?? "", step: bundleIndex + 1 },
            selectedValueAdd: valueAdds.map((va) => ({
              code: va.code,
              name: va.name,
              price: money(va.priceCents),
              prompts: va.prompt ? [{ prompt1: va.prompt, userEnteredValue: "R. WEARER" }] : [],
            })),
            reasonOfReplacement: { code: "NEW_STARTER", name: "New starter" },
            additionalComments: null,
          }),
        });
        return { bundleId: entry.pack?.bundleId ?? "", unitCents, quantity: entry.quantity };
      });
      const amounts = packAmounts({
        allocationType: pack.allocationType,
        allocationValue: pack.allocationValue,
        shippingCents: pack.shippingCents,
        lines,
        bundles: pack.bundles.map((bundle) => ({ bundleId: bundle.id, fundType: bundle.fundType, subsidyPercent: bundle.subsidyPercent ?? 0 })),
      });
      const totals = computeTotals({
        subtotalCents: 0,
        vouchers: [],
        promotions: [],
        deliveryCents: 0,
        country: country.get(seed.user)?.country ?? "AU",
        packs: { subtotalCents: amounts.subTotalCents, discountCents: amounts.creditCents + amounts.subsidyCents, shippingCents: amounts.shippingCents },
      });
      setPackTotals.run({
        id,
        ...orderTotalColumns(totals),
        packsJson: JSON.stringify([
          {
            packId: pack.id,
            packName: pack.name,
            packType: pack.packType,
            allocatedCredit: money(amounts.creditCents),
            appliedSubsidy: money(amounts.subsidyCents),
            shippingCharge: money(amounts.shippingCents),
          },
        ]),
      });
    }
    complete.run(id);
    const deliveredAt = at - DELIVERED_DAYS_AGO * D;
    deliver(id, code, { shippedAt: deliveredAt - 2 * D, deliveredAt, country: country.get(seed.user)?.country ?? "AU" });
    inserted += 1;
  }
  return inserted;
}
