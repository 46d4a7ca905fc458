/** Helpers shared by the shell, home and page-mode specs. */
import { type Locator, type Page } from "@playwright/test";
import { demoAccount } from "./demo-accounts";
import { expect, signIn } from "./fixtures";
import { useSession } from "./sessions";
import { siteUrl } from "./urls";

/**
 * Opens the account's own site's home page signed in (a stored session, e2e/sessions.ts) and waits for the welcome.
 * Returns the site's origin.
 */
export async function signInAs(page: Page, email: string): Promise<string> {
  const account = demoAccount(email);
  const origin = siteUrl(account.site);
  await useSession(page, email);
  await page.goto(`${origin}/`);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${account.firstName}` })).toBeVisible();
  return origin;
}

/** Signs in through the form on the account's own site (tests about what signing in does). Returns the site's origin. */
export async function signInThroughForm(page: Page, email: string): Promise<string> {
  const origin = siteUrl(demoAccount(email).site);
  await page.goto(`${origin}/login`);
  await signIn(page, email);
  return origin;
}

export function banner(page: Page): Locator {
  return page.getByRole("banner");
}

/** The header's search control, whatever shape the search work gives it (link, button or field). */
export function searchControl(page: Page): Locator {
  const header = banner(page);
  return header
    .getByRole("link", { name: /search/i })
    .or(header.getByRole("button", { name: /search/i }))
    .or(header.getByRole("searchbox"))
    .or(header.getByRole("combobox"));
}

export function siteLinks(page: Page): Locator {
  return banner(page).getByRole("navigation", { name: "Site links" });
}

/** The desktop account menu's toggle (a <summary>, which has no ARIA role to find it by). */
export function accountMenuToggle(page: Page): Locator {
  return banner(page).locator("details.account-menu > summary", { hasText: "My Account" });
}

/** The mobile menu's toggle. */
export function mobileMenuToggle(page: Page): Locator {
  return banner(page).locator("details.mobile-menu > summary", { hasText: "Menu" });
}

export function miniCart(page: Page): Locator {
  return banner(page).getByRole("link", { name: /cart/i });
}
