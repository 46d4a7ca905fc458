import { TAX_RATE_PERCENT } from "./cart-totals";
import { type Db } from "../db";
import { invalidParameter, OccError, unknownIdentifier } from "../http/errors";
import { garmentImageUrl, swatchImageUrl } from "../media-paths";
import { type CartRow } from "./cart";
import {
  type AllocationType,
  bundleObjects,
  disabledCategories,
  type FundType,
  packAmounts,
  type PackObject,
  packStock,
} from "./pack-summary";
import { formatPrice, type PriceContext } from "./pricing";

/**
 * Uniform packs (docs/occ-api.md "Issue 8 additions"): packs scoped by the user's pack roles, the server-side draft
 * of each user and pack, the bundle and pack summaries, and adding a pack to the cart. Amounts come from
 * stores/pack-summary.ts. Callers run the writes inside a transaction.
 */

export type PackType = "NEW_STARTER" | "COMPULSORY" | "OPTIONAL" | "SELF_PURCHASE";
export type BundleStatus = "NOT_STARTED" | "IN_PROGRESS" | "COMPLETED";

export interface PackCaller {
  uid: string;
  site: string;
  prices: PriceContext;
}

interface PackRow {
  id: string;
  name: string;
  description: string;
  packType: PackType;
  allocationType: AllocationType;
  allocationValue: number;
  fundType: FundType;
  preOrderDate: string | null;
  role: string;
  roleName: string;
  shippingCents: number;
  currencySymbol: string;
  /** The org unit's country: its GST rate applies to what the wearer pays (as in the cart). */
  country: string;
}

interface BundleRow {
  id: string;
  position: number;
  name: string;
  description: string;
  fundType: FundType;
  minSelections: number;
  maxSelections: number;
  isIndentOrder: number;
  subsidyRange: string;
  exclusive: number;
  subsidyPercent: number;
}

interface SetRow {
  id: string;
  groupId: string | null;
  name: string;
}

interface GroupRow {
  id: string;
  name: string;
  missingSetMessage: string;
}

interface SetItemRow {
  setId: string;
  code: string;
  name: string;
  description: string;
  category: string;
  categoryName: string;
  shape: string;
  productType: string;
}

interface VariantRow {
  code: string;
  productCode: string;
  colour: string;
  colourName: string;
  size: string;
  fit: string | null;
  stockLevel: number;
  productType: string;
  inStockCode: string | null;
  stdCents: number;
}

interface SelectionRow {
  id: number;
  bundleId: string;
  setId: string;
  productCode: string;
  variantCode: string;
  quantity: number;
  valueAddsJson: string;
  reason: string | null;
  comments: string | null;
}

interface ValueAddRow {
  code: string;
  name: string;
  priceCents: number;
  prompt: string | null;
  maxLength: number;
}

interface DraftRow {
  id: number;
  mode: "NEW" | "UPDATE";
}

export interface SelectionInput {
  setId: string;
  productCode: string;
  variantCode: string;
  quantity: number;
  valueAdds: { code: string; userEnteredValue?: string | undefined }[];
  reasonOfReplacement?: string | undefined;
  additionalComments?: string | undefined;
}

interface StoredValueAdd {
  code: string;
  userEnteredValue: string | null;
}

export const packNotFound = (what = "Pack") => unknownIdentifier(`${what} not found`);

const selectionError = (status: 400 | 409, reason: "maxReached" | "categoryDisabled" | "incomplete", message: string, objects?: PackObject[]) =>
  new OccError(status, [{ type: "PackSelectionError", reason, message }], objects ? { objects } : {});

export function packStore(db: Db) {
  const userRoles = db.prepare<[string], { code: string; name: string }>(
    `SELECT r.code, r.name FROM user_pack_roles ur JOIN pack_roles r ON r.code = ur.role_code
     WHERE ur.user_uid = ? ORDER BY r.position, r.code`,
  );
  const PACK_SELECT = `SELECT p.id, p.name, p.description, p.pack_type AS packType, p.allocation_type AS allocationType,
       p.allocation_value AS allocationValue, p.fund_type AS fundType, p.pre_order_date AS preOrderDate, p.role,
       r.name AS roleName, p.shipping_cents AS shippingCents, o.customer_specific_currency_symbol AS currencySymbol, o.country AS country
     FROM packs p JOIN pack_roles r ON r.code = p.role JOIN org_units o ON o.uid = p.org_unit
     JOIN user_pack_roles ur ON ur.role_code = p.role AND ur.user_uid = ?`;
  const userPacks = db.prepare<[string], PackRow>(`${PACK_SELECT} ORDER BY r.position, p.position`);
  const userPack = db.prepare<[string, string], PackRow>(`${PACK_SELECT} WHERE p.id = ?`);
  const bundlesOf = db.prepare<[string], BundleRow>(
    `SELECT id, position, name, description, fund_type AS fundType, min_selections AS minSelections, max_selections AS maxSelections,
       is_indent_order AS isIndentOrder, subsidy_range AS subsidyRange, exclusive_categories AS exclusive, subsidy_percent AS subsidyPercent
     FROM pack_bundles WHERE pack_id = ? ORDER BY position`,
  );
  const setsOf = db.prepare<[string], SetRow>("SELECT id, group_id AS groupId, name FROM pack_sets WHERE bundle_id = ? ORDER BY position");
  const groupsOf = db.prepare<[string], GroupRow>(
    "SELECT id, name, missing_set_message AS missingSetMessage FROM pack_groups WHERE bundle_id = ? ORDER BY position",
  );
  const itemsOfBundle = db.prepare<[string], SetItemRow>(
    `SELECT i.set_id AS setId, p.code, p.name, p.description, p.category, c.name AS categoryName, p.shape, p.product_type AS productType
     FROM pack_set_items i JOIN pack_sets s ON s.id = i.set_id JOIN products p ON p.code = i.product_code JOIN categories c ON c.code = p.category
     WHERE s.bundle_id = ? ORDER BY s.position, i.position`,
  );
  const VARIANT_SELECT = `SELECT v.code, v.product_code AS productCode, v.colour, col.name AS colourName, v.size, v.fit,
       v.stock_level AS stockLevel, p.product_type AS productType, v.in_stock_code AS inStockCode, vp.std_cents AS stdCents
     FROM variants v JOIN products p ON p.code = v.product_code JOIN colours col ON col.code = v.colour
     JOIN variant_prices vp ON vp.variant_code = v.code AND vp.price_list = ?`;
  const variantsOfProduct = db.prepare<[string, string], VariantRow>(`${VARIANT_SELECT} WHERE v.product_code = ? ORDER BY v.position`);
  const variantsIn = db.prepare<[string, string], VariantRow>(`${VARIANT_SELECT} WHERE v.code IN (SELECT value FROM json_each(?))`);
  const productColours = db.prepare<[string], { code: string; name: string }>(
    "SELECT c.code, c.name FROM product_colours pc JOIN colours c ON c.code = pc.colour WHERE pc.product_code = ? ORDER BY pc.position",
  );
  const valueAddsOf = db.prepare<[string], ValueAddRow>(
    `SELECT va.code, va.name, va.price_cents AS priceCents, va.prompt, va.max_length AS maxLength
     FROM pack_bundle_value_adds bva JOIN pack_value_adds va ON va.code = bva.value_add_code WHERE bva.bundle_id = ? ORDER BY bva.position`,
  );
  const allValueAdds = db.prepare<[], ValueAddRow>(
    "SELECT code, name, price_cents AS priceCents, prompt, max_length AS maxLength FROM pack_value_adds",
  );
  const productName = db.prepare<[string], { name: string }>("SELECT name FROM products WHERE code = ?");
  const reasons = db.prepare<[], { code: string; name: string }>("SELECT code, name FROM pack_replacement_reasons ORDER BY position");
  const draftOf = db.prepare<[string, string], DraftRow>("SELECT id, mode FROM pack_drafts WHERE user_uid = ? AND pack_id = ?");
  const insertDraft = db.prepare<[string, string, string, number]>("INSERT INTO pack_drafts (user_uid, pack_id, mode, updated_at) VALUES (?, ?, ?, ?)");
  const touchDraft = db.prepare<[number, number]>("UPDATE pack_drafts SET updated_at = ? WHERE id = ?");
  const deleteDraft = db.prepare<[string, string]>("DELETE FROM pack_drafts WHERE user_uid = ? AND pack_id = ?");
  const statusesOf = db.prepare<[number], { bundleId: string; status: BundleStatus }>(
    "SELECT bundle_id AS bundleId, status FROM pack_draft_bundles WHERE draft_id = ?",
  );
  const setStatus = db.prepare<[number, string, string]>(
    "INSERT INTO pack_draft_bundles (draft_id, bundle_id, status) VALUES (?, ?, ?) ON CONFLICT (draft_id, bundle_id) DO UPDATE SET status = excluded.status",
  );
  const SELECTION_SELECT = `SELECT s.id, s.bundle_id AS bundleId, s.set_id AS setId, s.product_code AS productCode, s.variant_code AS variantCode,
       s.quantity, s.value_adds_json AS valueAddsJson, s.reason, s.comments FROM pack_draft_selections s`;
  const selectionsOf = db.prepare<[number], SelectionRow>(
    `${SELECTION_SELECT} JOIN pack_bundles b ON b.id = s.bundle_id WHERE s.draft_id = ? ORDER BY b.position, s.position, s.id`,
  );
  const nextPosition = db.prepare<[number, string], { next: number }>(
    "SELECT COALESCE(MAX(position) + 1, 0) AS next FROM pack_draft_selections WHERE draft_id = ? AND bundle_id = ?",
  );
  const insertSelection = db.prepare<[number, string, string, string, string, number, string, string | null, string | null, number]>(
    `INSERT INTO pack_draft_selections (draft_id, bundle_id, set_id, product_code, variant_code, quantity, value_adds_json, reason, comments, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const updateSelection = db.prepare<[string, number, string, string | null, string | null, number]>(
    "UPDATE pack_draft_selections SET variant_code = ?, quantity = ?, value_adds_json = ?, reason = ?, comments = ? WHERE id = ?",
  );
  const deleteSelection = db.prepare<[number]>("DELETE FROM pack_draft_selections WHERE id = ?");
  const packInCart = db.prepare<[string, string, string], { packId: string }>(
    "SELECT cp.pack_id AS packId FROM cart_packs cp JOIN carts c ON c.id = cp.cart_id WHERE c.site = ? AND c.user_uid = ? AND cp.pack_id = ?",
  );
  const packsInCart = db.prepare<[string, string], { packId: string }>(
    "SELECT cp.pack_id AS packId FROM cart_packs cp JOIN carts c ON c.id = cp.cart_id WHERE c.site = ? AND c.user_uid = ?",
  );
  const userDrafts = db.prepare<[string], { packId: string }>("SELECT pack_id AS packId FROM pack_drafts WHERE user_uid = ?");
  const cartPackLines = db.prepare<[string, string, string], Omit<SelectionRow, "id"> & { entryNumber: number }>(
    `SELECT e.entry_number AS entryNumber, e.bundle_id AS bundleId, e.set_id AS setId, v.product_code AS productCode, e.variant_code AS variantCode,
       e.quantity, COALESCE(e.value_adds_json, '[]') AS valueAddsJson, e.reason, e.comments
     FROM cart_entries e JOIN carts c ON c.id = e.cart_id JOIN variants v ON v.code = e.variant_code
     WHERE c.site = ? AND c.user_uid = ? AND e.pack_id = ? ORDER BY e.entry_number`,
  );
  const deletePackEntries = db.prepare<[number, string]>("DELETE FROM cart_entries WHERE cart_id = ? AND pack_id = ?");
  const deleteCartPack = db.prepare<[number, string]>("DELETE FROM cart_packs WHERE cart_id = ? AND pack_id = ?");
  const nextEntryNumber = db.prepare<[number], { next: number }>("SELECT COALESCE(MAX(entry_number) + 1, 0) AS next FROM cart_entries WHERE cart_id = ?");
  const insertPackEntry = db.prepare<[number, number, string, number, number, string, string, string, string, string | null, string | null]>(
    `INSERT INTO cart_entries (cart_id, entry_number, variant_code, quantity, added_at, pack_id, bundle_id, set_id, value_adds_json, reason, comments)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCartPack = db.prepare<[number, string, number, number, number, number]>(
    "INSERT INTO cart_packs (cart_id, pack_id, credit_cents, subsidy_cents, shipping_cents, added_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const touchCart = db.prepare<[number, number]>("UPDATE carts SET updated_at = ?, reviewed_at = NULL WHERE id = ?");
  const previousAdd = db.prepare<[string, string], { responseJson: string }>(
    "SELECT response_json AS responseJson FROM pack_add_requests WHERE user_uid = ? AND key = ?",
  );
  const recordAdd = db.prepare<[string, string, string, number]>(
    "INSERT INTO pack_add_requests (user_uid, key, response_json, created_at) VALUES (?, ?, ?, ?)",
  );

  /** A pack of one of the caller's roles, or 404. */
  function pack(uid: string, packId: string): PackRow {
    const row = userPack.get(uid, packId);
    if (!row) throw packNotFound();
    return row;
  }

  function bundle(packRow: PackRow, bundleId: string): BundleRow {
    const row = bundlesOf.all(packRow.id).find((candidate) => candidate.id === bundleId);
    if (!row) throw packNotFound("Bundle");
    return row;
  }

  const parseValueAdds = (json: string): StoredValueAdd[] => JSON.parse(json) as StoredValueAdd[];

  /** The priced summary items of selections (their variants at the caller's price list, value-adds included). */
  function summaryItems(packRow: PackRow, bundles: BundleRow[], selections: readonly SelectionRow[], prices: PriceContext) {
    const variants = new Map(variantsIn.all(prices.priceList, JSON.stringify(selections.map((s) => s.variantCode))).map((v) => [v.code, v]));
    const valueAdds = new Map(allValueAdds.all().map((va) => [va.code, va]));
    const reasonNames = new Map(reasons.all().map((r) => [r.code, r.name]));
    const productsByBundle = new Map<string, Map<string, SetItemRow>>();
    const productOf = (bundleId: string, code: string) => {
      let products = productsByBundle.get(bundleId);
      if (!products) {
        products = new Map(itemsOfBundle.all(bundleId).map((item) => [item.code, item]));
        productsByBundle.set(bundleId, products);
      }
      return products.get(code);
    };
    const bundleById = new Map(bundles.map((b) => [b.id, b]));
    const money = (cents: number) => formatPrice(cents, prices.currency);
    return selections.map((selection) => {
      const variant = variants.get(selection.variantCode);
      const product = productOf(selection.bundleId, selection.productCode);
      if (!variant || !product) throw new Error(`Selection ${selection.id} names a missing variant or product`);
      const chosen = parseValueAdds(selection.valueAddsJson).flatMap((stored) => {
        const valueAdd = valueAdds.get(stored.code);
        return valueAdd ? [{ valueAdd, userEnteredValue: stored.userEnteredValue }] : [];
      });
      const unitCents = variant.stdCents + chosen.reduce((sum, { valueAdd }) => sum + valueAdd.priceCents, 0);
      const stock = packStock(variant);
      return {
        unitCents,
        item: {
          selectionId: String(selection.id),
          setId: selection.setId,
          styleName: product.name,
          styleCode: product.code,
          originalCode: product.code,
          skuNumber: variant.code,
          price: money(unitCents),
          basePriceExcludedVA: money(variant.stdCents),
          colour: variant.colourName,
          dimension: variant.fit,
          size: variant.size,
          quantity: selection.quantity,
          image: garmentImageUrl("thumbnail", product.shape, variant.colour),
          selectedValueAdd: chosen.map(({ valueAdd, userEnteredValue }) => ({
            code: valueAdd.code,
            name: valueAdd.name,
            price: money(valueAdd.priceCents),
            prompts: valueAdd.prompt ? [{ prompt1: valueAdd.prompt, userEnteredValue: userEnteredValue ?? "" }] : [],
          })),
          stockMessage: stock.stockMessage,
          itemStocked: stock.itemStocked,
          isIndentOrder: bundleById.get(selection.bundleId)?.isIndentOrder === 1,
          productType: variant.productType,
          inStockCode: stock.inStockCode,
          indentExpectedDeliveryDate: packRow.preOrderDate,
          reasonOfReplacement: selection.reason ? { code: selection.reason, name: reasonNames.get(selection.reason) ?? selection.reason } : null,
          additionalComments: selection.comments,
          categoryCode: product.category,
        },
      };
    });
  }

  type Priced = ReturnType<typeof summaryItems>[number];

  /** The BundleSummary of one bundle from the draft's selections. */
  function bundleSummary(bundleRow: BundleRow, status: BundleStatus, selections: readonly SelectionRow[], priced: readonly Priced[]) {
    const sets = setsOf.all(bundleRow.id);
    const groups = groupsOf.all(bundleRow.id);
    const items = itemsOfBundle.all(bundleRow.id);
    const categoryOf = new Map(items.map((item) => [item.code, item.category]));
    const lines = selections.map((selection, index) => ({ selection, priced: priced[index] }));
    const inSet = (setId: string) => lines.filter((line) => line.selection.setId === setId).flatMap((line) => (line.priced ? [line.priced.item] : []));
    const setItems: unknown[] = [];
    const emittedGroups = new Set<string>();
    for (const set of sets) {
      if (set.groupId === null) {
        const setLines = inSet(set.id);
        setItems.push({ type: "set", setId: set.id, name: set.name, items: setLines, value: setLines.length });
        continue;
      }
      if (emittedGroups.has(set.groupId)) continue;
      emittedGroups.add(set.groupId);
      const group = groups.find((g) => g.id === set.groupId);
      const groupSets = sets.filter((s) => s.groupId === set.groupId).map((s) => ({ setId: s.id, name: s.name, items: inSet(s.id) }));
      setItems.push({
        type: "group",
        groupId: set.groupId,
        name: group?.name ?? set.groupId,
        sets: groupSets,
        value: groupSets.reduce((sum, s) => sum + s.items.length, 0),
        missingSetErrorMessage: group?.missingSetMessage ?? "",
      });
    }
    const objects = bundleObjects({
      bundleName: bundleRow.name,
      minSelections: bundleRow.minSelections,
      lineCount: selections.length,
      groups: groups.map((group) => {
        const groupSetIds = new Set(sets.filter((s) => s.groupId === group.id).map((s) => s.id));
        return {
          name: group.name,
          missingSetErrorMessage: group.missingSetMessage,
          setNames: sets.filter((s) => s.groupId === group.id).map((s) => s.name),
          lineCount: selections.filter((s) => groupSetIds.has(s.setId)).length,
        };
      }),
    });
    return {
      bundleId: bundleRow.id,
      bundleName: bundleRow.name,
      step: bundleRow.position + 1,
      status,
      minSelections: bundleRow.minSelections,
      maxSelections: bundleRow.maxSelections,
      count: selections.length,
      exclusiveCategories: bundleRow.exclusive === 1,
      disableCategories: disabledCategories(
        bundleRow.exclusive === 1,
        items.map((item) => item.category),
        selections.map((s) => categoryOf.get(s.productCode) ?? ""),
      ),
      objects,
      setItems,
    };
  }

  /** The caller's draft of a pack (none yet → an empty NEW draft that is not stored). */
  function draftState(uid: string, packRow: PackRow) {
    const draft = draftOf.get(uid, packRow.id);
    const statuses = new Map(draft ? statusesOf.all(draft.id).map((row) => [row.bundleId, row.status]) : []);
    const selections = draft ? selectionsOf.all(draft.id) : [];
    return { draft, mode: draft?.mode ?? ("NEW" as const), statusOf: (bundleId: string): BundleStatus => statuses.get(bundleId) ?? "NOT_STARTED", selections };
  }

  function ensureDraft(uid: string, packId: string, now: number): DraftRow {
    const existing = draftOf.get(uid, packId);
    if (existing) {
      touchDraft.run(now, existing.id);
      return existing;
    }
    insertDraft.run(uid, packId, "NEW", now);
    const created = draftOf.get(uid, packId);
    if (!created) throw new Error("Draft not created");
    return created;
  }

  function summaryOfBundle(caller: PackCaller, packRow: PackRow, bundleRow: BundleRow) {
    const state = draftState(caller.uid, packRow);
    const selections = state.selections.filter((s) => s.bundleId === bundleRow.id);
    const priced = summaryItems(packRow, [bundleRow], selections, caller.prices);
    return bundleSummary(bundleRow, state.statusOf(bundleRow.id), selections, priced);
  }

  function packSummary(caller: PackCaller, packRow: PackRow) {
    const state = draftState(caller.uid, packRow);
    const bundles = bundlesOf.all(packRow.id);
    const priced = summaryItems(packRow, bundles, state.selections, caller.prices);
    const amounts = packAmounts({
      allocationType: packRow.allocationType,
      allocationValue: packRow.allocationValue,
      shippingCents: packRow.shippingCents,
      lines: state.selections.map((s, index) => ({ bundleId: s.bundleId, unitCents: priced[index]?.unitCents ?? 0, quantity: s.quantity })),
      bundles: bundles.map((b) => ({ bundleId: b.id, fundType: b.fundType, subsidyPercent: b.subsidyPercent })),
    });
    const money = (cents: number) => formatPrice(cents, caller.prices.currency);
    const gstCents = Math.round((amounts.totalCents * (TAX_RATE_PERCENT[packRow.country] ?? 0)) / 100);
    const packSummaryData = bundles.map((b) => {
      const indexes = state.selections.flatMap((s, index) => (s.bundleId === b.id ? [index] : []));
      return bundleSummary(
        b,
        state.statusOf(b.id),
        indexes.map((i) => state.selections[i] as SelectionRow),
        indexes.map((i) => priced[i] as Priced),
      );
    });
    return {
      summary: {
        packId: packRow.id,
        packName: packRow.name,
        packType: packRow.packType,
        allocationType: packRow.allocationType,
        mode: state.mode,
        currencySymbol: packRow.currencySymbol,
        // Catalogue prices exclude GST; the cart adds the country's rate on what is payable, so the review shows the
        // same: GST on (subtotal − credit − subsidy + shipping), and the total with it.
        priceIncludingGST: false,
        packSummaryData,
        entryCount: state.selections.length,
        subTotal: money(amounts.subTotalCents),
        allocatedCredit: money(amounts.creditCents),
        appliedSubsidy: money(amounts.subsidyCents),
        shippingCharge: money(amounts.shippingCents),
        gst: money(gstCents),
        totalWithGST: money(amounts.totalCents + gstCents),
      },
      amounts,
      state,
      bundles,
    };
  }

  function card(row: PackRow, inCart: Set<string>, drafts: Set<string>) {
    return {
      packId: row.id,
      packName: row.name,
      description: row.description,
      packType: row.packType,
      allocationType: row.allocationType,
      fundType: row.fundType,
      preOrder: row.preOrderDate !== null,
      preOrderDate: row.preOrderDate,
      role: { code: row.role, name: row.roleName },
      bundleCount: bundlesOf.all(row.id).length,
      inCart: inCart.has(row.id),
      draftStatus: drafts.has(row.id) ? ("IN_PROGRESS" as const) : ("NONE" as const),
    };
  }

  /** Checks a selection against the bundle (400 on the field at fault) and returns what is stored. */
  function validateSelection(bundleRow: BundleRow, input: SelectionInput, prices: PriceContext) {
    const set = setsOf.all(bundleRow.id).find((s) => s.id === input.setId);
    if (!set) throw invalidParameter("setId", `Set ${input.setId} is not offered in bundle ${bundleRow.id}`);
    const product = itemsOfBundle.all(bundleRow.id).find((item) => item.setId === set.id && item.code === input.productCode);
    if (!product) throw invalidParameter("productCode", `Product ${input.productCode} is not in set ${set.id}`);
    const variant = variantsOfProduct.all(prices.priceList, product.code).find((v) => v.code === input.variantCode);
    if (!variant) throw invalidParameter("variantCode", `Variant ${input.variantCode} is not a variant of ${product.code}`);
    const offered = new Map(valueAddsOf.all(bundleRow.id).map((va) => [va.code, va]));
    const valueAdds: StoredValueAdd[] = input.valueAdds.map((chosen, index) => {
      const valueAdd = offered.get(chosen.code);
      if (!valueAdd) throw invalidParameter(`valueAdds.${index}.code`, `Value-add ${chosen.code} is not offered in this bundle`);
      if (valueAdd.prompt === null) return { code: valueAdd.code, userEnteredValue: null };
      const value = (chosen.userEnteredValue ?? "").trim();
      if (value === "") throw invalidParameter(`valueAdds.${index}.userEnteredValue`, `${valueAdd.prompt} is required`);
      if (value.length > valueAdd.maxLength) {
        throw invalidParameter(`valueAdds.${index}.userEnteredValue`, `${valueAdd.prompt} must be at most ${valueAdd.maxLength} characters`);
      }
      return { code: valueAdd.code, userEnteredValue: value };
    });
    if (new Set(valueAdds.map((va) => va.code)).size !== valueAdds.length) throw invalidParameter("valueAdds", "A value-add can be chosen once");
    const reason = input.reasonOfReplacement ?? null;
    if (reason !== null && !reasons.all().some((r) => r.code === reason)) throw invalidParameter("reasonOfReplacement", "Unknown reason of replacement");
    const comments = input.additionalComments?.trim() ? input.additionalComments.trim() : null;
    return { product, variant, valueAddsJson: JSON.stringify(valueAdds), reason, comments };
  }

  return {
    /** `GET packs?role=`: the caller's roles, and the packs of one role (or of all of them). */
    list(caller: PackCaller, role: string | undefined) {
      const roles = userRoles.all(caller.uid);
      if (role !== undefined && !roles.some((r) => r.code === role)) throw invalidParameter("role", `Unknown pack role ${role}`);
      const inCart = new Set(packsInCart.all(caller.site, caller.uid).map((row) => row.packId));
      const drafts = new Set(userDrafts.all(caller.uid).map((row) => row.packId));
      const packs = userPacks.all(caller.uid).filter((row) => role === undefined || row.role === role);
      return { roles, selectedRole: role ?? null, packs: packs.map((row) => card(row, inCart, drafts)) };
    },

    details(caller: PackCaller, packId: string) {
      const row = pack(caller.uid, packId);
      const inCart = new Set(packInCart.get(caller.site, caller.uid, packId) ? [packId] : []);
      const state = draftState(caller.uid, row);
      const drafts = new Set(state.draft ? [packId] : []);
      const money = (cents: number) => formatPrice(cents, caller.prices.currency);
      return {
        ...card(row, inCart, drafts),
        allocation: {
          type: row.allocationType,
          value: row.allocationValue,
          formattedValue: row.allocationType === "DOLLAR" ? money(row.allocationValue).formattedValue : String(row.allocationValue),
        },
        currencySymbol: row.currencySymbol,
        shippingCharge: money(row.shippingCents),
        replacementReasons: reasons.all(),
        mode: state.mode,
        bundles: bundlesOf.all(row.id).map((b) => ({
          bundleId: b.id,
          bundleName: b.name,
          bundleDescription: b.description,
          step: b.position + 1,
          isIndentOrder: b.isIndentOrder === 1,
          fundType: b.fundType,
          subsidyRange: b.subsidyRange === "" ? [] : b.subsidyRange.split("\n"),
          subsidyPercent: b.subsidyPercent,
          minSelections: b.minSelections,
          maxSelections: b.maxSelections,
          exclusiveCategories: b.exclusive === 1,
          status: state.statusOf(b.id),
        })),
      };
    },

    sets(caller: PackCaller, packId: string, bundleId: string) {
      const row = pack(caller.uid, packId);
      const bundleRow = bundle(row, bundleId);
      const disabled = new Set(summaryOfBundle(caller, row, bundleRow).disableCategories);
      const items = itemsOfBundle.all(bundleId);
      const money = (cents: number) => formatPrice(cents, caller.prices.currency);
      return {
        sets: setsOf.all(bundleId).map((set) => ({
          setId: set.id,
          setName: set.name,
          groupId: set.groupId,
          items: items
            .filter((item) => item.setId === set.id)
            .map((item) => {
              const variants = variantsOfProduct.all(caller.prices.priceList, item.code);
              const cents = variants.map((v) => v.stdCents);
              const low = Math.min(...cents);
              const high = Math.max(...cents);
              const firstColour = productColours.all(item.code)[0]?.code ?? "navy";
              return {
                id: `${set.id}:${item.code}`,
                code: item.code,
                name: item.name,
                image: garmentImageUrl("product", item.shape, firstColour),
                category: { code: item.category, name: item.categoryName },
                price: money(low),
                maxPrice: high > low ? money(high) : null,
                productType: item.productType,
                disabled: disabled.has(item.category),
              };
            }),
        })),
        groups: groupsOf.all(bundleId).map((g) => ({ groupId: g.id, name: g.name, missingSetErrorMessage: g.missingSetMessage })),
      };
    },

    itemOptions(caller: PackCaller, packId: string, bundleId: string, productCode: string, setId: string) {
      const row = pack(caller.uid, packId);
      const bundleRow = bundle(row, bundleId);
      const item = itemsOfBundle.all(bundleId).find((candidate) => candidate.setId === setId && candidate.code === productCode);
      if (!item) throw packNotFound("Product");
      const disabled = summaryOfBundle(caller, row, bundleRow).disableCategories.includes(item.category);
      const colours = productColours.all(item.code);
      const money = (cents: number) => formatPrice(cents, caller.prices.currency);
      return {
        code: item.code,
        name: item.name,
        description: item.description,
        image: garmentImageUrl("product", item.shape, colours[0]?.code ?? "navy"),
        productType: item.productType,
        category: { code: item.category, name: item.categoryName },
        setId,
        disabled,
        colours: colours.map((c) => ({ code: c.code, name: c.name, swatch: swatchImageUrl(c.code) })),
        variants: variantsOfProduct.all(caller.prices.priceList, item.code).map((v) => {
          const stock = packStock(v);
          return {
            code: v.code,
            colour: v.colour,
            size: v.size,
            fit: v.fit,
            price: money(v.stdCents),
            itemStocked: stock.itemStocked,
            inStockCode: stock.inStockCode,
            stockLevelStatus: stock.stockLevelStatus,
          };
        }),
        valueAdds: valueAddsOf.all(bundleId).map((va) => ({ code: va.code, name: va.name, price: money(va.priceCents), prompt: va.prompt, maxLength: va.maxLength })),
        replacementReasons: reasons.all(),
      };
    },

    bundleSummary(caller: PackCaller, packId: string, bundleId: string) {
      const row = pack(caller.uid, packId);
      return summaryOfBundle(caller, row, bundle(row, bundleId));
    },

    addSelection(caller: PackCaller, packId: string, bundleId: string, input: SelectionInput, now: number) {
      const row = pack(caller.uid, packId);
      const bundleRow = bundle(row, bundleId);
      const checked = validateSelection(bundleRow, input, caller.prices);
      const before = summaryOfBundle(caller, row, bundleRow);
      if (before.count >= bundleRow.maxSelections) {
        throw selectionError(409, "maxReached", `${bundleRow.name} holds at most ${bundleRow.maxSelections} selections`);
      }
      if (before.disableCategories.includes(checked.product.category)) {
        throw selectionError(409, "categoryDisabled", `${checked.product.categoryName} cannot be chosen with the items already selected in ${bundleRow.name}`);
      }
      const draft = ensureDraft(caller.uid, packId, now);
      const position = nextPosition.get(draft.id, bundleId)?.next ?? 0;
      insertSelection.run(draft.id, bundleId, input.setId, checked.product.code, checked.variant.code, input.quantity, checked.valueAddsJson, checked.reason, checked.comments, position);
      setStatus.run(draft.id, bundleId, "IN_PROGRESS");
      return summaryOfBundle(caller, row, bundleRow);
    },

    editSelection(caller: PackCaller, packId: string, bundleId: string, selectionId: string, input: SelectionInput, now: number) {
      const row = pack(caller.uid, packId);
      const bundleRow = bundle(row, bundleId);
      const state = draftState(caller.uid, row);
      const selection = state.selections.find((s) => String(s.id) === selectionId && s.bundleId === bundleId);
      if (!state.draft || !selection) throw packNotFound("Selection");
      if (input.setId !== selection.setId) throw invalidParameter("setId", "A selection keeps its set");
      if (input.productCode !== selection.productCode) throw invalidParameter("productCode", "A selection keeps its product");
      const checked = validateSelection(bundleRow, input, caller.prices);
      updateSelection.run(checked.variant.code, input.quantity, checked.valueAddsJson, checked.reason, checked.comments, selection.id);
      touchDraft.run(now, state.draft.id);
      setStatus.run(state.draft.id, bundleId, "IN_PROGRESS");
      return summaryOfBundle(caller, row, bundleRow);
    },

    deleteSelection(caller: PackCaller, packId: string, bundleId: string, selectionId: string, now: number) {
      const row = pack(caller.uid, packId);
      const bundleRow = bundle(row, bundleId);
      const state = draftState(caller.uid, row);
      const selection = state.selections.find((s) => String(s.id) === selectionId && s.bundleId === bundleId);
      if (!state.draft || !selection) throw packNotFound("Selection");
      deleteSelection.run(selection.id);
      touchDraft.run(now, state.draft.id);
      setStatus.run(state.draft.id, bundleId, "IN_PROGRESS");
      return summaryOfBundle(caller, row, bundleRow);
    },

    /** Continue on a step: COMPLETED when nothing is missing; otherwise the status stays and `objects` says why. */
    continueBundle(caller: PackCaller, packId: string, bundleId: string, now: number) {
      const row = pack(caller.uid, packId);
      const bundleRow = bundle(row, bundleId);
      const summary = summaryOfBundle(caller, row, bundleRow);
      if (summary.objects.length > 0) return summary;
      const draft = ensureDraft(caller.uid, packId, now);
      setStatus.run(draft.id, bundleId, "COMPLETED");
      return { ...summary, status: "COMPLETED" as const };
    },

    packSummary: (caller: PackCaller, packId: string) => packSummary(caller, pack(caller.uid, packId)).summary,

    /** Edit pack (from the cart): the draft becomes the pack's cart lines, every bundle COMPLETED, mode UPDATE. */
    editFromCart(caller: PackCaller, packId: string, bundleId: string | undefined, now: number) {
      const row = pack(caller.uid, packId);
      if (bundleId !== undefined) bundle(row, bundleId);
      const lines = cartPackLines.all(caller.site, caller.uid, packId);
      if (!packInCart.get(caller.site, caller.uid, packId)) throw packNotFound("Pack in the cart");
      deleteDraft.run(caller.uid, packId);
      insertDraft.run(caller.uid, packId, "UPDATE", now);
      const draft = draftOf.get(caller.uid, packId);
      if (!draft) throw new Error("Draft not created");
      const positions = new Map<string, number>();
      for (const line of lines) {
        const position = positions.get(line.bundleId) ?? 0;
        positions.set(line.bundleId, position + 1);
        insertSelection.run(draft.id, line.bundleId, line.setId, line.productCode, line.variantCode, line.quantity, line.valueAddsJson, line.reason, line.comments, position);
      }
      for (const b of bundlesOf.all(packId)) setStatus.run(draft.id, b.id, "COMPLETED");
      return packSummary(caller, row).summary;
    },

    discard(caller: PackCaller, packId: string) {
      pack(caller.uid, packId);
      deleteDraft.run(caller.uid, packId);
    },

    /** A stored add/takenEntries answer for this Idempotency-Key (replayed), or null. */
    replay(uid: string, key: string | null): Record<string, unknown> | null {
      if (key === null) return null;
      const previous = previousAdd.get(uid, key);
      return previous ? { ...(JSON.parse(previous.responseJson) as Record<string, unknown>), replayed: true } : null;
    },

    /**
     * `add/takenEntries`: the draft's lines become pack lines of the cart (replacing the pack's earlier lines), the
     * pack's credit, subsidy and shipping are stored with it, and the draft is deleted.
     */
    addToCart(caller: PackCaller, cart: CartRow, packId: string, queryPackId: string | undefined, key: string | null, now: number) {
      const row = pack(caller.uid, packId);
      const allocation = row.packType !== "SELF_PURCHASE";
      if (allocation && queryPackId !== packId) {
        throw invalidParameter("packId", "The packId query parameter must name the pack for new starter, compulsory and optional packs");
      }
      if (!allocation && queryPackId !== undefined) throw invalidParameter("packId", "Self-purchase packs are added without the packId query parameter");
      const { summary, amounts, state } = packSummary(caller, row);
      const objects = summary.packSummaryData.flatMap((b) => b.objects);
      if (objects.length === 0 && state.selections.length === 0) objects.push({ subject: row.name, message: "Select at least one item", items: [] });
      if (objects.length > 0) {
        throw selectionError(400, "incomplete", `${row.name} is not complete`, objects);
      }
      const wanted = new Map<string, number>();
      for (const s of state.selections) wanted.set(s.variantCode, (wanted.get(s.variantCode) ?? 0) + s.quantity);
      for (const variant of variantsIn.all(caller.prices.priceList, JSON.stringify([...wanted.keys()]))) {
        const quantity = wanted.get(variant.code) ?? 0;
        if (variant.productType === "S" && quantity > variant.stockLevel) {
          throw new OccError(400, [
            {
              type: "InsufficientStockError",
              subject: variant.code,
              message: variant.stockLevel === 0 ? `Product ${variant.code} is out of stock` : `Only ${variant.stockLevel} of product ${variant.code} are in stock`,
            },
          ]);
        }
      }
      deletePackEntries.run(cart.id, packId);
      deleteCartPack.run(cart.id, packId);
      let entryNumber = nextEntryNumber.get(cart.id)?.next ?? 0;
      const names = new Map(state.selections.map((s) => [s.productCode, productName.get(s.productCode)?.name ?? s.productCode]));
      const entries = state.selections.map((s) => {
        insertPackEntry.run(cart.id, entryNumber, s.variantCode, s.quantity, now, packId, s.bundleId, s.setId, s.valueAddsJson, s.reason, s.comments);
        const entry = { entryNumber, quantity: s.quantity, product: { code: s.variantCode, name: names.get(s.productCode) ?? s.productCode } };
        entryNumber += 1;
        return entry;
      });
      insertCartPack.run(cart.id, packId, amounts.creditCents, amounts.subsidyCents, amounts.shippingCents, now);
      touchCart.run(now, cart.id);
      deleteDraft.run(caller.uid, packId);
      const body = { entries, errors: [] as unknown[] };
      if (key !== null) recordAdd.run(caller.uid, key, JSON.stringify(body), now);
      return body;
    },
  };
}
