import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The import boundaries of decision 019 (eslint.config.js): each zone refuses a forbidden import, written with the
// `~/` alias and as a relative path, and lets an allowed one through. `npm run lint` fails on any of these.

const root = fileURLToPath(new URL("../../", import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${filePath}` });
  if (!result) throw new Error(`${filePath} was not linted`);
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages
    .filter((message) => message.ruleId === "no-restricted-imports" || message.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((message) => message.message);
}

describe.each([
  {
    zone: "backend/** ↛ app/**",
    file: "backend/src/routes/example.ts",
    forbidden: [
      'import { isValidMobile } from "../../../app/lib/mobile-number";',
      'import { isValidMobile } from "~/lib/registration/mobile-number";',
      'import { passwordProblem } from "app/lib/password-rules";',
    ],
    allowed: ['import { isValidMobile } from "../rules/mobile-number";', 'import { createApp } from "../app";'],
  },
  {
    zone: "app/** ↛ backend/**",
    file: "app/lib/example.server.ts",
    forbidden: ['import { openDb } from "../../backend/src/db";', 'import { openDb } from "backend/src/db";'],
    allowed: ['import { throwBackendError } from "~/lib/backend-errors.server";', 'import { thing } from "~/components/thing";'],
  },
  {
    zone: "app/components/** ↛ app/routes/**, app/lib/occ/**",
    file: "app/components/cart/example.tsx",
    forbidden: [
      'import { loader } from "~/routes/cart";',
      'import { type CartData } from "~/routes/cart";',
      'import * as route from "../../routes/cart";',
      'import { getCart } from "~/lib/occ/carts.server";',
      'import { type Cart } from "../../lib/occ/types";',
      'import { openDb } from "../../../backend/src/db";',
    ],
    allowed: [
      'import { type loader } from "~/routes/cart";',
      'import { type action, type loader } from "../../routes/product.$productCode.$productName";',
      'import { useSubmissionForm } from "~/components/form/use-submission-form";',
      'import { cartLines } from "~/lib/cart/lines";',
    ],
  },
  {
    zone: "app/lib/occ/** ↛ app/routes/**, app/components/**",
    file: "app/lib/occ/example.server.ts",
    forbidden: [
      'import { loader } from "~/routes/cart";',
      'import { type loader } from "../../routes/cart";',
      'import { Button } from "~/components/button";',
      'import { Button } from "../../components/button";',
      'import { openDb } from "../../../backend/src/db";',
    ],
    allowed: ['import { OccClient } from "./client.server";', 'import { type Role } from "~/lib/roles";'],
  },
])("$zone", ({ file, forbidden, allowed }) => {
  it.each(forbidden)("refuses %s", async (code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  it.each(allowed)("allows %s", async (code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
