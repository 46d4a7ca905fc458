/**
 * The pack list, the "added" panel and packs in the cart (issue 8; spec part 1 §2 "Pack ordering flow", "Other
 * dialogs", §8, §9), in both projects. Accounts 5 and 6 of PACK_ACCOUNTS[project] (pack roles acme-office and
 * acme-site, priceEnabled false), signed in from a stored session. The pack is put in the cart through the backend API
 * (selections, Continue per bundle, add/takenEntries) so the journey starts at the list's `added` URL. Every page gets
 * the fixtures' axe check.
 */
import { emptyCart, occAs } from "./checkout-api";
import { expect, expectJavaScriptState, isJavaScriptEnabled, test } from "./fixtures";
import { PACKS, PACK_PASSWORD, PACK_ROLES } from "./pack-accounts";
import { PACK_SESSION, packAccount } from "./pack-helpers";
import { openSignedIn } from "./sessions";
import { CORPORATE_URL } from "./urls";

/** Account 5 or 6 of the running project (the steps spec uses 1–4). */
const account = (n: 5 | 6) => packAccount(test.info(), n - 1);

const SAFETY = PACKS.siteSafety;

/** The site safety pack (two bundles, one line each) in the user's cart, through the backend API. */
async function putSafetyPackInCart(uid: string) {
  const options = { password: PACK_PASSWORD };
  await occAs(uid, "DELETE", `orgUsers/current/packs/${SAFETY.id}/draft`, options);
  await emptyCart(uid, options);
  const lines = [
    { bundle: SAFETY.bundles.hivis, set: SAFETY.bundles.hivis.sets.vests },
    { bundle: SAFETY.bundles.footwear, set: SAFETY.bundles.footwear.sets.boots },
  ];
  for (const { bundle, set } of lines) {
    await occAs(uid, "POST", `orgUsers/current/packs/${SAFETY.id}/bundles/${bundle.id}/selections`, {
      ...options,
      body: { setId: set.id, productCode: set.product, variantCode: set.variant, quantity: 1, valueAdds: [] },
    });
    await occAs(uid, "PUT", `orgUsers/current/allocations/${SAFETY.id}`, { ...options, body: { bundleId: bundle.id } });
  }
  await occAs(uid, "POST", `orgUsers/current/carts/current/add/takenEntries?packId=${SAFETY.id}`, { ...options, body: { packId: SAFETY.id } });
}

test.describe("pack list", () => {
  // Links, a GET filter and a redirect: the same server render with and without JS (the js project opens the list in
  // the next test, with its "added" dialog).
  test("cards show the pack texts; role links filter the list; /orderUniform leads here", { tag: "@no-js-only" }, async ({ page }) => {
    const uid = account(5);
    await openSignedIn(page, uid, "/packList", PACK_SESSION);
    await expectJavaScriptState(page);
    await expect(page.getByRole("heading", { level: 1, name: "Uniform packs" })).toBeVisible();

    const card = (name: string) => page.getByRole("article", { name });
    const newStarter = card(PACKS.newStarter.name);
    await expect(newStarter.getByText("New starter pack", { exact: true })).toBeVisible();
    await expect(newStarter.getByText("Returns are not accepted for products in this pack.")).toBeVisible();
    await expect(newStarter.getByText("Exchanges are accepted only for incorrect sizing, faulty items or incorrect shipments.")).toBeVisible();

    const winter = card(PACKS.winter.name);
    await expect(winter.getByText("This is a pre-order pack.")).toBeVisible();
    await expect(winter.getByText("Pre-order to ship from 1 Mar 2027")).toBeVisible();
    await expect(winter.getByText("You'll receive a subsidy for additional items purchased from this pack")).toBeVisible();
    await expect(winter.getByText("Returns are not accepted", { exact: false })).toHaveCount(0);

    const safety = card(SAFETY.name);
    await expect(safety.getByText("This pack is funded by your organisation")).toBeVisible();
    await expect(safety.getByText("Returns are not accepted for products in this pack.")).toBeVisible();
    await expect(safety.getByRole("link", { name: /: Site Safety Pack$/ })).toHaveAttribute("href", `/packDetailsPage/${SAFETY.id}`);

    const roles = page.getByRole("navigation", { name: "Pack roles" });
    await expect(roles.getByRole("link", { name: "All roles" })).toHaveAttribute("aria-current", "page");
    await roles.getByRole("link", { name: PACK_ROLES.site.name }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/packList?role=${PACK_ROLES.site.code}`);
    await expect(roles.getByRole("link", { name: PACK_ROLES.site.name })).toHaveAttribute("aria-current", "page");
    await expect(card(SAFETY.name)).toBeVisible();
    await expect(card(PACKS.newStarter.name)).toHaveCount(0);

    // An unknown role: every pack, with a notice.
    await page.goto("/packList?role=no-such-role");
    await expect(page.getByText("That pack role is not one of yours.", { exact: false })).toBeVisible();
    await expect(card(PACKS.newStarter.name)).toBeVisible();

    await page.goto("/orderUniform");
    await expect(page).toHaveURL(`${CORPORATE_URL}/packList`);
  });

  test("after adding a pack: the added panel, the pack grouped in the cart, Edit pack, Remove pack", async ({ page }) => {
    const uid = account(6);
    await putSafetyPackInCart(uid);
    const addedPath = `/packList?role=${PACK_ROLES.site.code}&added=${SAFETY.id}`;
    await openSignedIn(page, uid, addedPath, PACK_SESSION);
    await expectJavaScriptState(page);

    if (isJavaScriptEnabled()) {
      const panel = page.getByRole("dialog", { name: "Added to your cart" });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(SAFETY.name)).toBeVisible();
      await expect(panel.locator(".pack-added__line")).toHaveCount(2);
      await expect(panel.getByRole("link", { name: "View cart" })).toBeVisible();
      await expect(panel.getByRole("link", { name: "Checkout" })).toBeVisible();
      await expect(panel.locator(":focus")).toHaveCount(1); // focus moved into the panel
      await panel.getByRole("button", { name: "Close" }).click();
      await expect(panel).toHaveCount(0);
      await expect(page).toHaveURL(`${CORPORATE_URL}/packList?role=${PACK_ROLES.site.code}`);
      await expect(page.getByRole("heading", { level: 1, name: "Uniform packs" })).toBeFocused();
    } else {
      const region = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Added to your cart" }) });
      await expect(region).toBeVisible();
      await expect(region.getByText(SAFETY.name)).toBeVisible();
      await expect(region.locator(".pack-added__line")).toHaveCount(2);
      await expect(region.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
    }
    // Reloading without `added` shows no panel; the card says the pack is in the cart.
    await page.goto(`/packList?role=${PACK_ROLES.site.code}`);
    await expect(page.getByRole("heading", { name: "Added to your cart" })).toHaveCount(0);
    await expect(page.getByRole("article", { name: SAFETY.name }).getByText("In your cart")).toBeVisible();

    await page.goto("/cart");
    const pack = page.getByRole("region", { name: /Site Safety Pack/ });
    await expect(pack.getByRole("heading", { level: 2, name: "Site Safety Pack (Compulsory pack)" })).toBeVisible();
    await expect(pack.getByRole("heading", { level: 3 })).toHaveCount(2);
    await expect(pack.getByText(`Step 1: ${SAFETY.bundles.hivis.name}`)).toBeVisible();
    await expect(pack.getByText(`Step 2: ${SAFETY.bundles.footwear.name}`)).toBeVisible();
    await expect(pack.getByRole("textbox")).toHaveCount(0); // no quantity field on pack lines
    await expect(pack.getByRole("button", { name: `Edit ${SAFETY.bundles.footwear.name}` })).toBeVisible();

    await pack.getByRole("button", { name: `Edit ${SAFETY.bundles.footwear.name}` }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/packDetailsPage/${SAFETY.id}/step/${SAFETY.bundles.footwear.step}?isolated=1`);

    await page.goto("/cart");
    await page.getByRole("region", { name: /Site Safety Pack/ }).getByRole("button", { name: /^Edit pack/ }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/packDetailsPage/${SAFETY.id}/review`);

    await page.goto("/cart");
    await page.getByRole("button", { name: /^Remove pack/ }).click();
    await expect(page.getByText("Site Safety Pack was removed from your cart.")).toBeVisible();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expectJavaScriptState(page);
  });
});
