/**
 * Buyers reserved for the catalogue e2e spec (e2e/product.spec.ts), one per Playwright project and test that adds to
 * a cart, so no two tests share a cart and none needs a lock: the product page's add (`catalogue-add-*`), the
 * repeated submission (`catalogue-replay-*`), the options chosen in the add form (`catalogue-options-*`), the quick
 * add from a product card (`catalogue-quickadd-js`: only its js path adds) and the wholesale product page
 * (`catalogue-*@wholesale.example`). Prices on, like buyer@acme.example. Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const acme = (uid: string, firstName: string): TestAccountSeed => ({ uid, firstName, lastName: "Catalogue", orgUnit: "acme-au" });

export const CATALOGUE_E2E_USERS: TestAccountSeed[] = [
  acme("catalogue-add-js@acme.example", "Ada"),
  acme("catalogue-add-nojs@acme.example", "Abe"),
  acme("catalogue-replay-js@acme.example", "Rita"),
  acme("catalogue-replay-nojs@acme.example", "Rory"),
  acme("catalogue-options-js@acme.example", "Olive"),
  acme("catalogue-options-nojs@acme.example", "Oscar"),
  acme("catalogue-quickadd-js@acme.example", "Quentin"),
  { uid: "catalogue-js@wholesale.example", firstName: "Willa", lastName: "Catalogue", orgUnit: "harbour-wholesale" },
  { uid: "catalogue-nojs@wholesale.example", firstName: "Wes", lastName: "Catalogue", orgUnit: "harbour-wholesale" },
];

export function seedCatalogueE2eUsers(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, CATALOGUE_E2E_USERS);
}
