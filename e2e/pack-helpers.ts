/**
 * Helpers of the pack steps e2e spec (issue 8): a clean start per account (draft discarded, cart emptied, straight on
 * the backend), opening a pack page signed in (a stored session, e2e/sessions.ts), a draft's selections made through
 * the backend (setup of tests about later steps), and choosing an item — the item page without JS, the item dialog
 * with JS.
 */
import { type Page, type TestInfo } from "@playwright/test";
import { emptyCart, occAs } from "./checkout-api";
import { expect, expectJavaScriptState, isJavaScriptEnabled } from "./fixtures";
import { PACK_ACCOUNTS, PACK_PASSWORD } from "./pack-accounts";
import { openAs } from "./sessions";
import { CORPORATE_URL } from "./urls";

/** Account `index` (0–3 for the steps spec) of the running project. */
export function packAccount(testInfo: TestInfo, index: number): string {
  const list = PACK_ACCOUNTS[testInfo.project.name === "no-js" ? "no-js" : "js"];
  const uid = list[index];
  if (!uid) throw new Error(`pack-helpers: no pack account ${index}`);
  return uid;
}

/** Discards the user's drafts of `packIds` and empties their cart. */
export async function resetPacks(uid: string, packIds: readonly string[]): Promise<void> {
  for (const packId of packIds) {
    await occAs(uid, "DELETE", `orgUsers/current/packs/${packId}/draft`, { password: PACK_PASSWORD, allow: [400, 404] });
  }
  await emptyCart(uid, { password: PACK_PASSWORD });
}

export const packPath = (packId: string) => `/packDetailsPage/${packId}`;

/** The stored-session options of the pack accounts. */
export const PACK_SESSION = { site: "corporate", password: PACK_PASSWORD } as const;

/** Opens `path` signed in as `uid` (a stored session) and waits for the app (hydrated with JS). */
export async function signInToPack(page: Page, uid: string, path: string): Promise<void> {
  await openAs(page, uid, path, PACK_SESSION);
  await expectJavaScriptState(page);
}

export interface BackendSelection {
  bundleId: string;
  set: { id: string; product: string; variant: string };
  quantity?: number;
}

/**
 * Through the backend, as `uid`: adds each selection to the draft of `packId` (what "Add to bundle" does), then
 * completes each bundle named in `complete` (what Continue does: PUT allocations). `wearer` is the pack owner's uid
 * for a buyer in proxy mode (`orgUsers/{wearer}/packs…`).
 */
export async function selectThroughBackend(
  uid: string,
  packId: string,
  selections: readonly BackendSelection[],
  complete: readonly string[] = [],
  wearer = "current",
): Promise<void> {
  const options = { password: PACK_PASSWORD };
  for (const { bundleId, set, quantity } of selections) {
    await occAs(uid, "POST", `orgUsers/${wearer}/packs/${packId}/bundles/${bundleId}/selections`, {
      ...options,
      body: { setId: set.id, productCode: set.product, variantCode: set.variant, quantity: quantity ?? 1, valueAdds: [] },
    });
  }
  for (const bundleId of complete) {
    await occAs(uid, "PUT", `orgUsers/${wearer}/allocations/${packId}`, { ...options, body: { bundleId } });
  }
}

export interface ItemChoice {
  colour: string;
  size: string;
  fit?: string;
  quantity?: number;
  valueAdds?: { name: string; prompt?: string; text?: string }[];
  reason?: string;
  comments?: string;
}

/** The item form's scope: the dialog with JS, the page without. */
export function itemScope(page: Page) {
  return isJavaScriptEnabled() ? page.getByRole("dialog") : page.locator("main");
}

/** Opens "Choose {product}" (dialog with JS, item page without) and waits for the form. */
export async function openItem(page: Page, productName: string, linkName = `Choose ${productName}`): Promise<void> {
  await page.getByRole("link", { name: linkName, exact: true }).first().click();
  const scope = itemScope(page);
  await expect(scope.getByRole("group", { name: "Colour" })).toBeVisible();
}

export async function fillItem(page: Page, choice: ItemChoice): Promise<void> {
  const scope = itemScope(page);
  await scope.getByRole("radio", { name: choice.colour, exact: true }).check();
  await scope.getByLabel("Size", { exact: true }).selectOption({ label: choice.size });
  if (choice.fit) await scope.getByLabel("Fit / length").selectOption({ label: choice.fit });
  await scope.getByLabel("Quantity", { exact: true }).fill(String(choice.quantity ?? 1));
  for (const va of choice.valueAdds ?? []) {
    await scope.getByRole("checkbox", { name: new RegExp(`^${va.name}`) }).check();
    if (va.prompt) await scope.getByLabel(va.prompt).fill(va.text ?? "");
  }
  if (choice.reason) await scope.getByLabel("Reason of replacement").selectOption({ label: choice.reason });
  if (choice.comments) await scope.getByLabel("Additional comments").fill(choice.comments);
}

/** Submits the item form; on success the step shows again (and the dialog is gone). */
export async function submitItem(page: Page, button: "Add to bundle" | "Update item" = "Add to bundle"): Promise<void> {
  const scope = itemScope(page);
  await scope.getByRole("button", { name: button }).click();
}

/** Chooses an item on step `n` (opens it, fills the form, adds it) and checks the step shows again. */
export async function chooseItem(page: Page, packId: string, n: number, productName: string, choice: ItemChoice): Promise<void> {
  await openItem(page, productName);
  await fillItem(page, choice);
  await submitItem(page);
  await expectOnStep(page, packId, n);
}

export async function expectOnStep(page: Page, packId: string, n: number): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${CORPORATE_URL}${packPath(packId)}/step/${n}(\\?.*)?$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
}

export function summarySlots(page: Page) {
  return page.getByTestId("bundle-summary").locator(".bundle-summary__slot");
}
