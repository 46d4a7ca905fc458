/**
 * The seeded demo accounts, in one place. The start/dev banners print them and the e2e specs
 * sign in with them (through the typed wrapper `e2e/demo-accounts.ts`).
 * Every account shares one password.
 */

export const DEMO_PASSWORD = "Uniform!2026";

/**
 * @typedef {object} DemoAccount
 * @property {string} name        Full name as shown on My account.
 * @property {string} firstName   Shown in the home page greeting ("Welcome, {firstName}").
 * @property {string} email       Sign-in e-mail (the OCC uid).
 * @property {"corporate" | "wholesale"} site  The storefront the account belongs to.
 * @property {"AU" | "NZ" | null} country      Organisation country (corporate accounts).
 * @property {string} role        Short description for the banner.
 * @property {boolean} canSignIn  False for the disabled account.
 * @property {string} [landsOn]   Where sign-in lands when not the home page (session guards, issue 4).
 */

/** @type {readonly DemoAccount[]} */
export const demoAccounts = Object.freeze([
  { name: "Wendy Walker", firstName: "Wendy", email: "wearer@acme.example", site: "corporate", country: "AU", role: "wearer", canSignIn: true },
  { name: "Bella Barnes", firstName: "Bella", email: "buyer@acme.example", site: "corporate", country: "AU", role: "buyer (prices on; orders above AUD 500 wait for approval)", canSignIn: true },
  { name: "Liam Nguyen", firstName: "Liam", email: "liam.nguyen@acme.example", site: "corporate", country: "AU", role: "buyer, NSW (orders above AUD 250 wait for approval)", canSignIn: true },
  { name: "Olivia Brown", firstName: "Olivia", email: "olivia.brown@acme.example", site: "corporate", country: "AU", role: "buyer, VIC (AUD 1,000 a month before approval)", canSignIn: true },
  { name: "Arjun Patel", firstName: "Arjun", email: "approver@acme.example", site: "corporate", country: "AU", role: "approver (14 orders waiting: /my-account/approval-dashboard)", canSignIn: true },
  { name: "Hana Kim", firstName: "Hana", email: "approver@wholesale.example", site: "wholesale", country: "AU", role: "approver (5 orders waiting: /my-account/approval-dashboard)", canSignIn: true },
  { name: "Alex Morgan", firstName: "Alex", email: "admin@acme.example", site: "corporate", country: "AU", role: "admin", canSignIn: true },
  { name: "Aroha Ngata", firstName: "Aroha", email: "wearer@kiwi.example", site: "corporate", country: "NZ", role: "wearer", canSignIn: true },
  { name: "Noah Fischer", firstName: "Noah", email: "newstarter@acme.example", site: "corporate", country: "AU", role: "first login (onboarding)", canSignIn: true, landsOn: "/customer-onboarding" },
  { name: "Sam Turner", firstName: "Sam", email: "buyer@wholesale.example", site: "wholesale", country: null, role: "buyer", canSignIn: true },
  { name: "Sasha Okafor", firstName: "Sasha", email: "sso@acme.example", site: "corporate", country: "AU", role: "identity-provider registration", canSignIn: true, landsOn: "/customerRegistrationPage" },
  { name: "Priya Shah", firstName: "Priya", email: "punchout@acme.example", site: "corporate", country: "AU", role: "punch-out buyer (Start punch-out at /dev/procurement/punchout on the backend)", canSignIn: true },
  { name: "Mia Chen", firstName: "Mia", email: "newstarter@wholesale.example", site: "wholesale", country: null, role: "first login (wholesale onboarding header)", canSignIn: true, landsOn: "/customer-onboarding" },
  { name: "Uma Unavailable", firstName: "Uma", email: "order-unavailable@acme.example", site: "corporate", country: "AU", role: "buyer: orders answer 'service unavailable'", canSignIn: true },
  { name: "Alan Allocation", firstName: "Alan", email: "order-allocation@acme.example", site: "corporate", country: "AU", role: "buyer: orders fail with the allocation error", canSignIn: true },
  { name: "Dana Reid", firstName: "Dana", email: "disabled@acme.example", site: "corporate", country: "AU", role: "disabled (cannot sign in)", canSignIn: false },
]);

/**
 * Plain-text table of the demo accounts for terminal banners.
 * @returns {string}
 */
export function formatDemoAccountsTable() {
  const header = ["Name", "E-mail", "Site", "Role"];
  const rows = demoAccounts.map((a) => [
    a.name,
    a.email,
    a.country ? `${a.site} ${a.country}` : a.site,
    a.role,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (/** @type {string[]} */ cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ").trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
