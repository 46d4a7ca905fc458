/**
 * Driving the purchase-order form's business-unit selector in either project: without JavaScript a search field
 * and checkboxes; with JavaScript the combobox ('{n} unit(s) selected' button, a popover with a search field and a
 * listbox).
 */
import { expect, isJavaScriptEnabled } from "./fixtures";
import { type Page } from "@playwright/test";

export function unitsTrigger(page: Page) {
  return page.getByRole("button", { name: /unit\(s\) selected/ });
}

/** Chooses (or un-chooses) units by their names in either form of the selector. */
export async function toggleUnits(page: Page, names: readonly string[], { check = true } = {}) {
  if (!isJavaScriptEnabled()) {
    for (const name of names) {
      const box = page.getByRole("checkbox", { name: new RegExp(`^${name} \\(`) });
      if (check) await box.check();
      else await box.uncheck();
    }
    return;
  }
  await unitsTrigger(page).click();
  const listbox = page.getByRole("listbox");
  for (const name of names) {
    const option = listbox.getByRole("option", { name: new RegExp(`${name} \\(`) });
    if ((await option.getAttribute("aria-selected")) !== String(check)) await option.click();
    await expect(option).toHaveAttribute("aria-selected", String(check));
  }
  await page.keyboard.press("Escape");
  await expect(listbox).toHaveCount(0);
}

/** The chosen units as the form shows them: checked boxes (no JS) or the chosen list (JS). */
export async function expectChosenUnits(page: Page, names: readonly string[]) {
  if (!isJavaScriptEnabled()) {
    const checked = page.locator('input[name="units"]:checked');
    await expect(checked).toHaveCount(names.length);
    for (const name of names) await expect(page.getByRole("checkbox", { name: new RegExp(`^${name} \\(`) })).toBeChecked();
    return;
  }
  await expect(unitsTrigger(page)).toHaveText(new RegExp(`${names.length} unit\\(s\\) selected`));
  const chosen = page.getByRole("list", { name: "Chosen" }).getByRole("listitem");
  await expect(chosen).toHaveText(names.map((n) => new RegExp(n)));
}
