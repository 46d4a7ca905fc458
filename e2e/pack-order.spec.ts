/**
 * Ordering a uniform pack step by step (issue 8; spec part 1 §2 "Pack ordering flow", §4, §5, §8, §9), in both
 * projects: the item page without JS, the item dialog with JS. Each test uses its own pack account (1–4 of the
 * project, e2e/pack-accounts.ts), starts signed in (a stored session) from a discarded draft and an empty cart. The
 * new starter test chooses items and continues through the steps in the UI; selections that are only the starting
 * point of a later step (a second line of a bundle, the compulsory pack's bundles before its review) are made through
 * the backend. Every page visited gets the fixtures' axe check.
 */
import { checkA11y, expect, isJavaScriptEnabled, test } from "./fixtures";
import { getCart, occAs } from "./checkout-api";
import { PACK_PASSWORD, PACKS } from "./pack-accounts";
import { chooseItem, expectOnStep, fillItem, itemScope, openItem, packAccount, packPath, resetPacks, selectThroughBackend, signInToPack, submitItem, summarySlots } from "./pack-helpers";
import { CORPORATE_URL } from "./urls";

const NS = PACKS.newStarter;
const SS = PACKS.siteSafety;

/** A line of a bundle summary (docs/occ-api.md SummaryItem): skuNumber is the variant code. */
interface SummaryLine {
  skuNumber: string;
  quantity: number;
}

test.describe("pack ordering", () => {
  test.describe.configure({ mode: "default" });

  test("new starter pack: every step, required slots, disabled category, reload, review with prices, add to cart", async ({ page }, testInfo) => {
    test.slow();
    const uid = packAccount(testInfo, 0);
    await resetPacks(uid, [NS.id]);
    await signInToPack(page, uid, packPath(NS.id));
    await expectOnStep(page, NS.id, 1);
    await expect(page.getByRole("heading", { level: 1, name: NS.name })).toBeVisible();
    await expect(page.getByText("Returns are not accepted for products in this pack.")).toBeVisible();
    const stepper = page.getByRole("navigation", { name: "Pack steps" });
    await expect(stepper.locator('[aria-current="step"]')).toHaveText("Shirts and polos (Step 1 of 4)");
    await expect(stepper.getByText("Review clothing (Step 4 of 4)")).toBeVisible();
    await expect(stepper.getByRole("link")).toHaveCount(0);

    // Continue with nothing chosen: the error box lists the required slots.
    await page.getByRole("button", { name: "Continue" }).click();
    const errors = page.getByTestId("continue-errors");
    await expect(errors).toContainText("Selection Required");
    if (isJavaScriptEnabled(testInfo)) await expect(errors).toBeFocused();
    await expect(summarySlots(page).filter({ hasText: "Selection Required" })).toHaveCount(2);
    await expect(summarySlots(page).filter({ hasText: "(Optional)" })).toHaveCount(1);

    // A polo with a name embroidery (prompt required when ticked).
    const polo = NS.bundles.tops.sets.polos;
    await openItem(page, polo.productName);
    await fillItem(page, { colour: "Navy", size: "XS", valueAdds: [{ name: "Name embroidery", prompt: "Name to embroider", text: "" }] });
    await submitItem(page);
    await expect(page.getByText("Enter name to embroider.").first()).toBeVisible();
    await fillItem(page, { colour: "Navy", size: "XS", quantity: 2, valueAdds: [{ name: "Name embroidery", prompt: "Name to embroider", text: "Sam" }], reason: "New starter" });
    await submitItem(page);
    await expectOnStep(page, NS.id, 1);
    await expect(summarySlots(page).first()).toContainText(polo.productName);

    if (isJavaScriptEnabled(testInfo)) {
      // Leaving an unfinished bundle asks first (JS only); "Stay on this step" keeps the user here.
      await page.locator('header a[href="/cart"]').first().click();
      const panel = page.getByRole("dialog", { name: "You have unsaved changes" });
      await expect(panel).toContainText("Your selections in Shirts and polos are kept as a draft");
      await panel.getByRole("button", { name: "Stay on this step" }).click();
      await expect(panel).toHaveCount(0);
      await expectOnStep(page, NS.id, 1);
    }

    // Exclusive categories: the shirts are now unavailable.
    const shirtCard = page.getByTestId("pack-product").filter({ hasText: NS.bundles.tops.sets.shirts.productName });
    await expect(shirtCard).toContainText("UNABLE TO SELECT");
    await expect(shirtCard).toContainText("This category is unavailable to select from.");
    await expect(shirtCard.getByRole("link")).toHaveCount(0);

    // A second polo (through the backend: adding a line through the form is proven above); a reload shows both
    // lines (the draft is on the backend).
    await selectThroughBackend(uid, NS.id, [{ bundleId: NS.bundles.tops.id, set: { ...polo, variant: "POL-CL-NAVY-S" } }]);
    await page.reload();
    await expect(summarySlots(page).filter({ hasText: polo.productName })).toHaveCount(2);
    await expect(summarySlots(page).filter({ hasText: "(Optional)" })).toHaveCount(1);
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 2: a group gap shows the server's message.
    await expectOnStep(page, NS.id, 2);
    await expect(stepper.getByRole("link", { name: /Shirts and polos \(Step 1 of 4\).*completed/ })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("continue-errors")).toContainText(NS.bundles.legwear.group.missingSetErrorMessage);
    await chooseItem(page, NS.id, 2, NS.bundles.legwear.sets.trousers.productName, { colour: "Navy", size: "77R", fit: "Regular" });
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 3: its jacket is chosen through the backend (choosing an item is proven on steps 1 and 2); Continue on
    // step 3 is proven below, after "Edit Outerwear".
    await expectOnStep(page, NS.id, 3);
    const outerwear = NS.bundles.outerwear;
    await selectThroughBackend(uid, NS.id, [{ bundleId: outerwear.id, set: outerwear.sets.outerwear }], [outerwear.id]);
    await page.goto(`${packPath(NS.id)}/review`);

    // Review: the backend's totals with prices (new starter, DOLLAR allocation).
    await expect(page).toHaveURL(`${CORPORATE_URL}${packPath(NS.id)}/review`);
    const summary = await occAs<{ subTotal: { value: number }; totalWithGST: { value: number } }>(uid, "GET", `orgUsers/current/packs/${NS.id}/summary`, { password: PACK_PASSWORD });
    const totals = page.getByTestId("pack-totals");
    await expect(totals).toContainText(`$${summary.subTotal.value.toFixed(2)}`);
    await expect(totals).toContainText(`$${summary.totalWithGST.value.toFixed(2)}`);
    await expect(page.getByText(polo.productName).first()).toBeVisible();

    // Edit a bundle from the summary: back to its step, Continue moves on again.
    await page.getByRole("link", { name: "Edit Outerwear" }).click();
    await expectOnStep(page, NS.id, 3);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${packPath(NS.id)}/review`);

    await page.getByRole("button", { name: "ADD TO CART" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/packList?role=${NS.role}&added=${NS.id}`);
    // Every line of the pack is in the cart (the cart page's pack group is pack-list.spec.ts's test).
    const cart = await getCart(uid, { password: PACK_PASSWORD });
    expect(cart?.entries.map((entry) => entry.product.code).sort()).toEqual(
      ["POL-CL-NAVY-S", polo.variant, NS.bundles.legwear.sets.trousers.variant, outerwear.sets.outerwear.variant].sort(),
    );
  });

  test("compulsory pack: prices hidden, add, then edit from the cart (UPDATE CART, Discard Changes)", async ({ page }, testInfo) => {
    test.slow();
    const uid = packAccount(testInfo, 1);
    await resetPacks(uid, [SS.id]);
    // Both bundles chosen and completed through the backend: choosing and continuing through the steps in the UI is
    // the new starter test's; this one is about a compulsory pack's prices and editing it from the cart.
    const { hivis, footwear } = SS.bundles;
    await selectThroughBackend(uid, SS.id, [{ bundleId: hivis.id, set: hivis.sets.vests }, { bundleId: footwear.id, set: footwear.sets.boots }], [hivis.id, footwear.id]);
    await signInToPack(page, uid, `${packPath(SS.id)}/step/${hivis.step}`);
    await expectOnStep(page, SS.id, 1);
    await expect(page.getByTestId("pack-product").first()).not.toContainText("$");
    const bootName = "Classic Safety Boots";
    await page.goto(`${packPath(SS.id)}/review`);
    await expect(page.getByTestId("pack-totals")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Discard Changes" })).toHaveCount(0);
    await page.getByRole("button", { name: "ADD TO CART" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/packList?role=${SS.role}&added=${SS.id}`);

    // Edit one bundle from the cart: the isolated step (no stepper links), Continue goes straight to the review,
    // which is in update mode.
    await page.goto("/cart");
    await page.getByRole("region", { name: /Site Safety Pack/ }).getByRole("button", { name: `Edit ${SS.bundles.footwear.name}` }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${packPath(SS.id)}/step/${SS.bundles.footwear.step}?isolated=1`);
    await expect(page.getByRole("navigation", { name: "Pack steps" }).getByRole("link")).toHaveCount(0);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${packPath(SS.id)}/review`);
    await expect(page.getByRole("button", { name: "UPDATE CART" })).toBeVisible();
    await expect(page.getByRole("button", { name: "ADD TO CART" })).toHaveCount(0);
    await page.getByRole("button", { name: "Discard Changes" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/cart`);
    await expect(page.getByText(bootName).first()).toBeVisible();
  });

  test("item options: a group left unchosen is named and the other choices stay; one press then adds the chosen variant", async ({ page }, testInfo) => {
    // Issue 18: the options and the quantity are the form Add to bundle submits; the server resolves the variant.
    const uid = packAccount(testInfo, 3);
    await resetPacks(uid, [NS.id]);
    await signInToPack(page, uid, packPath(NS.id));
    await expectOnStep(page, NS.id, 1);
    const polo = NS.bundles.tops.sets.polos;
    await openItem(page, polo.productName);
    const scope = itemScope(page);
    await scope.getByRole("radio", { name: "Navy", exact: true }).check();
    await scope.getByLabel("Quantity", { exact: true }).fill("2");
    await submitItem(page);

    const summary = scope.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: "Select a size." })).toBeVisible();
    await expect(summary.getByRole("listitem")).toHaveCount(1);
    const size = scope.getByLabel("Size", { exact: true });
    await expect(size).toHaveAttribute("aria-invalid", "true");
    await expect(scope.getByRole("radio", { name: "Navy", exact: true })).toBeChecked();
    await expect(scope.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await checkA11y(page, testInfo);

    await size.selectOption({ label: "XS" });
    await submitItem(page);
    await expectOnStep(page, NS.id, 1);
    const bundle = await occAs<{ setItems: Array<{ items?: SummaryLine[]; sets?: Array<{ items: SummaryLine[] }> }> }>(
      uid,
      "GET",
      `orgUsers/current/packs/${NS.id}/bundles/${NS.bundles.tops.id}/summary`,
      { password: PACK_PASSWORD },
    );
    const lines = bundle.setItems.flatMap((entry) => entry.items ?? (entry.sets ?? []).flatMap((set) => set.items));
    expect(lines.map((line) => [line.skuNumber, line.quantity])).toEqual([[polo.variant, 2]]);
  });

  test("keyboard only: a self-purchase pack from step to cart", { tag: "@js-only" }, async ({ page }, testInfo) => {
    test.slow();
    const SP = PACKS.selfPurchase;
    const uid = packAccount(testInfo, 2);
    await resetPacks(uid, [SP.id]);
    await signInToPack(page, uid, packPath(SP.id));
    await expectOnStep(page, SP.id, 1);
    const choose = page.getByTestId("pack-product").first().getByRole("link");
    await choose.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("group", { name: "Colour" })).toBeVisible();
    await dialog.getByRole("radio").first().focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Size", { exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await dialog.getByRole("button", { name: "Add to bundle" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(choose).toBeFocused();
    await page.getByRole("button", { name: "Continue" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${CORPORATE_URL}${packPath(SP.id)}/review`);
    await expect(page.getByTestId("pack-totals")).toBeVisible();
    await page.getByRole("button", { name: "ADD TO CART" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${CORPORATE_URL}/packList?role=${SP.role}&added=${SP.id}`);
  });
});
