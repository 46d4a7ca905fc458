/**
 * Units / stores of the organisation area (issue 26, H1; docs/organisation.md "Units / stores"). Every unit a test
 * changes is created for the test through the backend (OCC `POST users/current/orgUnits` as admin@acme.example) and
 * given a user, a budget and a cost centre by the development route `/dev/org-units/{uid}/fill`: the demo units are
 * never disabled. Both projects where the JS and no-JS paths differ (confirmation forms, the create form's errors, the
 * tree's expand buttons); the read-only refusal pages are `@no-js-only`.
 */
import { type Page } from "@playwright/test";
import { occAs } from "./checkout-api";
import { expect, test } from "./fixtures";
import { openSignedIn } from "./sessions";
import { BACKEND_URL, DEV_HEADERS } from "./urls";

const ADMIN = "admin@acme.example";
const js = () => test.info().project.name === "js";
const unique = (label: string) => `e2e-${label}-${js() ? "js" : "nojs"}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createUnit(uid: string, name: string, parent: string): Promise<void> {
  await occAs(ADMIN, "POST", "users/current/orgUnits", { body: { uid, name, parentOrgUnit: { uid: parent } } });
}

interface Filled {
  user: { uid: string; pk: string; name: string };
  budget: string;
  costCentre: string;
}

async function fill(uid: string): Promise<Filled> {
  const response = await fetch(`${BACKEND_URL}/dev/org-units/${encodeURIComponent(uid)}/fill`, {
    method: "POST",
    headers: { ...DEV_HEADERS, "Content-Type": "application/json" },
    body: "{}",
  });
  if (response.status !== 201) throw new Error(`/dev/org-units/${uid}/fill answered ${response.status} ${await response.text()}`);
  return (await response.json()) as Filled;
}

const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).or(page.getByRole("alert").filter({ hasText: text }));
const section = (page: Page, heading: string) => page.locator("section", { has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

test.describe("units / stores", () => {
  test("disable a middle unit: the preview lists its child units, users, budgets and cost centres; all are disabled", async ({ page }) => {
    const mid = unique("mid");
    const leaf = `${mid}-leaf`;
    await createUnit(mid, `Middle ${mid}`, "acme-au");
    await createUnit(leaf, `Leaf ${leaf}`, mid);
    const [midFill, leafFill] = await Promise.all([fill(mid), fill(leaf)]);

    await openSignedIn(page, ADMIN, `/organisation/units/${mid}/disable`);
    await expect(page.getByRole("heading", { level: 1, name: `Disable business unit Middle ${mid}` })).toBeVisible();
    await expect(page.getByTestId("disable-child-units")).toHaveText(`Leaf ${leaf}`);
    await expect(page.getByTestId("disable-users")).toContainText(midFill.user.uid);
    await expect(page.getByTestId("disable-users")).toContainText(leafFill.user.uid);
    await expect(page.getByTestId("disable-budgets")).toContainText(midFill.budget);
    await expect(page.getByTestId("disable-budgets")).toContainText(leafFill.budget);
    await expect(page.getByTestId("disable-cost-centres")).toContainText(midFill.costCentre);
    await expect(page.getByTestId("disable-cost-centres")).toContainText(leafFill.costCentre);
    await page.getByRole("button", { name: "Disable", exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/organisation/units/${mid}$`));
    await expect(flash(page, `Business unit Middle ${mid} was disabled.`)).toBeVisible();
    await expect(section(page, "Business unit details").getByText("Disabled", { exact: true })).toBeVisible();
    await expect(section(page, "Child units").getByRole("listitem")).toContainText("Disabled");
    await expect(section(page, "Budgets").getByRole("listitem")).toContainText("Disabled");
    await expect(section(page, "Cost centres").getByRole("listitem")).toContainText("Disabled");
    // The leaf's users are disabled too.
    await page.goto(`/organisation/units/${leaf}/users`);
    await expect(page.getByRole("row", { name: new RegExp(leafFill.user.uid) })).toContainText("Disabled");
  });

  test("a child unit cannot be enabled while its parent is disabled", async ({ page }) => {
    const mid = unique("parent");
    const leaf = `${mid}-child`;
    await createUnit(mid, `Parent ${mid}`, "acme-au");
    await createUnit(leaf, `Child ${leaf}`, mid);
    await occAs(ADMIN, "PATCH", `users/current/orgUnits/${mid}`, { body: { active: false } });

    await openSignedIn(page, ADMIN, `/organisation/units/${leaf}/enable`);
    await page.getByRole("button", { name: "Enable", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This business unit cannot be enabled while its parent unit is disabled. Enable the parent unit first." })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/organisation/units/${leaf}/enable$`));
  });

  test("the root unit cannot be disabled; a disabled unit cannot be edited", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, ADMIN, "/organisation/units/acme-au/disable");
    await expect(page.getByText("The root business unit cannot be disabled.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Disable" })).toHaveCount(0);

    const unit = unique("off");
    await createUnit(unit, `Off ${unit}`, "acme-au");
    await occAs(ADMIN, "PATCH", `users/current/orgUnits/${unit}`, { body: { active: false } });
    await page.goto(`/organisation/units/${unit}/edit`);
    await expect(page.getByText("You cannot edit a disabled item")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  });

  test("add an existing user to a unit, then remove them after the validation", async ({ page }) => {
    const outer = unique("outer");
    const inner = `${outer}-inner`;
    await createUnit(outer, `Outer ${outer}`, "acme-au");
    await createUnit(inner, `Inner ${inner}`, outer);
    const { user } = await fill(outer);

    // The search (a GET form) as its URL: the users tab with the found user.
    await openSignedIn(page, ADMIN, `/organisation/units/${inner}/users?find=${encodeURIComponent(user.uid)}`);
    await expect(page.getByText("0 users")).toBeVisible();
    await expect(page.getByLabel("Find a user of your organisation")).toHaveValue(user.uid);
    await expect(page.getByText("Adding a user moves them into this business unit. They lose the approver role, cost centres and user groups of the business unit they leave.")).toBeVisible();
    await page.getByRole("button", { name: `Add ${user.name}` }).click();
    await expect(flash(page, `${user.name} was added to Inner ${inner}.`)).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(user.uid) });
    await expect(row).toBeVisible();

    await row.getByRole("link", { name: `Remove ${user.name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Remove ${user.name}` })).toBeVisible();
    await expect(page.getByTestId("remove-effects")).toContainText(`moves the user to the parent unit Outer ${outer}`);
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(flash(page, `${user.name} was removed and now belongs to Outer ${outer}.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(user.uid) })).toHaveCount(0);
  });

  test("create a unit: a taken id is refused with every value kept, then created under the chosen parent", async ({ page }) => {
    const uid = unique("new");
    await openSignedIn(page, ADMIN, "/organisation/units/new?parent=acme-au-vic");
    await page.getByLabel("ID").fill("acme-au-nsw");
    await page.getByLabel("Name", { exact: true }).fill(`New ${uid}`);
    await page.getByLabel("Approval process").selectOption("accApprovalEscalation");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Organizational unit with uid acme-au-nsw already exists." })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`New ${uid}`);
    await expect(page.getByLabel("Parent unit")).toHaveValue("acme-au-vic");
    await expect(page.getByLabel("Approval process")).toHaveValue("accApprovalEscalation");
    await page.getByLabel("ID").fill(uid);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(new RegExp(`/organisation/units/${uid}$`));
    await expect(flash(page, `Business unit New ${uid} was created.`)).toBeVisible();
    await expect(section(page, "Business unit details")).toContainText("Acme Workwear Victoria");
  });

  test("wholesale: the header's Stores link opens the stores tree, worded 'store'", async ({ page }) => {
    await openSignedIn(page, "admin@wholesale.example", "/", { site: "wholesale" });
    await page.getByRole("link", { name: "Stores", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add a store" })).toBeVisible();
    const tree = page.getByRole("list", { name: "Stores" });
    await expect(tree.getByRole("link", { name: "Harbour Store Sydney" })).toBeVisible();
    if (js()) {
      const toggle = tree.getByRole("button", { name: "Collapse Harbour Wholesale Supplies" });
      await toggle.click();
      await expect(tree.getByRole("button", { name: "Expand Harbour Wholesale Supplies" })).toHaveAttribute("aria-expanded", "false");
      await expect(tree.getByRole("link", { name: "Harbour Store Sydney" })).toBeHidden();
    }
    await tree.getByRole("link", { name: "Harbour Wholesale Supplies" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Store details" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Child stores" })).toBeVisible();
  });
});
