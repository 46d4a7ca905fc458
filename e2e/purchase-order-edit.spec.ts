/**
 * Editing a purchase order (issue 6; spec part 1 §2; docs/purchase-orders.md), in both projects: description and
 * units change (the number is fixed), the creation form's validation with every typed value kept, the no-JS unit
 * search keeping what was typed, and an unknown purchase order (a 404, one server path: no-js project only). The form
 * is enhanced with JavaScript (client validation, the units combobox), so its tests run in both projects. Each test
 * starts from a stored session (e2e/sessions.ts) and creates its own purchase order through the OCC API.
 */
import { expect, expectJavaScriptState, isJavaScriptEnabled, test } from "./fixtures";
import { createPurchaseOrderVia, findPurchaseOrderVia, uniquePurchaseOrderNumber } from "./purchase-order-api";
import { expectChosenUnits, toggleUnits, unitsTrigger } from "./purchase-order-helpers";
import { openAs, useSession } from "./sessions";
import { CORPORATE_URL } from "./urls";
import { type Page } from "@playwright/test";

const NSW = "Acme Workwear New South Wales";
const VIC = "Acme Workwear Victoria";
const editor = () => (isJavaScriptEnabled() ? "po-edit-js@acme.example" : "po-edit-nojs@acme.example");

async function openEdit(page: Page, id: string) {
  const path = `/purchase-order/${id}/edit`;
  await openAs(page, editor(), path);
  await expect(page).toHaveURL(`${CORPORATE_URL}${path}`);
  await expectJavaScriptState(page);
  if (isJavaScriptEnabled()) await expect(unitsTrigger(page)).toBeVisible();
}

test.describe("edit purchase order", () => {
  test("changes the description and units; the number stays; the detail page says so", async ({ page }) => {
    const number = uniquePurchaseOrderNumber();
    const po = await createPurchaseOrderVia(editor(), { purchaseOrderNumber: number, description: "Before edit", units: ["acme-au-nsw"] });
    // The way in: the detail page's Edit link.
    await openAs(page, editor(), `/purchase-order/${po.id}`);
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/${po.id}`);
    await expectJavaScriptState(page);
    await page.getByRole("link", { name: `Edit ${number}`, exact: true }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/${po.id}/edit`);
    if (isJavaScriptEnabled()) await expect(unitsTrigger(page)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Edit purchase order ${number}` })).toBeVisible();
    await expect(page.getByLabel("Purchase order number")).toHaveCount(0); // shown, not editable
    await expect(page.getByLabel("Description")).toHaveValue("Before edit");
    await expectChosenUnits(page, [NSW]);

    await page.getByLabel("Description").fill("After edit");
    await toggleUnits(page, [VIC]);
    await toggleUnits(page, [NSW], { check: false });
    await page.getByRole("button", { name: "Save changes" }).click();

    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/${po.id}`);
    await expect(page.getByText(`Purchase order ${number} was updated.`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
    await expect(page.getByText("After edit")).toBeVisible();
    const stored = await findPurchaseOrderVia(editor(), po.id);
    expect(stored).toMatchObject({ purchaseOrderNumber: number, description: "After edit" });
    expect(stored?.units.map((u) => u.uid)).toEqual(["acme-au-vic"]);
  });

  test("the creation form's validation, with every typed value kept and nothing saved", async ({ page }) => {
    const po = await createPurchaseOrderVia(editor(), { description: "Keep me", units: ["acme-au-vic"] });
    await openEdit(page, po.id);
    await page.getByLabel("Description").fill("Bad 123");
    await toggleUnits(page, [VIC], { check: false });
    await page.getByRole("button", { name: "Save changes" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: "Please enter a valid name. Names can contain letters, spaces, hyphens and apostrophes." })).toBeVisible();
    await expect(summary.getByRole("link", { name: "This information is required." })).toBeVisible();
    await expect(page.locator(".field__error", { hasText: "This information is required." })).toBeVisible();
    await expect(page.getByLabel("Description")).toHaveValue("Bad 123");
    await expectChosenUnits(page, []);
    expect(await findPurchaseOrderVia(editor(), po.id)).toMatchObject({ description: "Keep me", units: [{ uid: "acme-au-vic" }] });
  });

  test("the unit search keeps what was typed (without JS a request, with JS as you type)", async ({ page }) => {
    const po = await createPurchaseOrderVia(editor(), { description: "Search keeps", units: ["acme-au-nsw"] });
    await openEdit(page, po.id);
    await page.getByLabel("Description").fill("Typed then searched");
    if (isJavaScriptEnabled()) {
      await unitsTrigger(page).click();
      await page.getByRole("combobox", { name: "Search business units" }).pressSequentially("victoria");
      await expect(page.getByRole("option")).toHaveText([/Acme Workwear Victoria/]);
      await page.keyboard.press("Enter");
      await page.keyboard.press("Escape");
    } else {
      await page.getByRole("searchbox", { name: "Search business units" }).fill("victoria");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/${po.id}/edit?searchTerm=victoria#units`);
      await expect(page.getByLabel("Description")).toHaveValue("Typed then searched");
      await page.getByRole("checkbox", { name: /^Acme Workwear Victoria/ }).check();
    }
    await expectChosenUnits(page, [NSW, VIC]);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/${po.id}`);
    const stored = await findPurchaseOrderVia(editor(), po.id);
    expect(stored?.description).toBe("Typed then searched");
    expect(stored?.units.map((u) => u.uid).sort()).toEqual(["acme-au-nsw", "acme-au-vic"]);
  });

  test("a purchase order that does not exist (or is not visible) is not found", { tag: "@no-js-only" }, async ({ page }) => {
    await useSession(page, editor());
    expect((await page.goto("/purchase-order/999999999/edit"))?.status()).toBe(404);
  });
});
