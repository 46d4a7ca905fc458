/**
 * Typed view of the demo accounts defined once in scripts/lib/demo-accounts.mjs
 * (the same list the start/dev banners print).
 */
import { DEMO_PASSWORD as password, demoAccounts as accounts } from "../scripts/lib/demo-accounts.mjs";
import { type Site } from "./urls";

export interface DemoAccount {
  readonly name: string;
  readonly firstName: string;
  readonly email: string;
  readonly site: Site;
  readonly country: "AU" | "NZ" | null;
  readonly role: string;
  readonly canSignIn: boolean;
  /** Where sign-in lands when not the home page (session guards). */
  readonly landsOn?: string;
}

export const DEMO_PASSWORD: string = password;
export const demoAccounts: readonly DemoAccount[] = accounts;

/** The demo account with this e-mail (throws for an unknown one, so typos fail loudly). */
export function demoAccount(email: string): DemoAccount {
  const account = demoAccounts.find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
}
