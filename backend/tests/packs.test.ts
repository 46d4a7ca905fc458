import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleObjects, disabledCategories, packAmounts } from "../src/catalog/pack-summary";
import { createTestBackend, get, login, readJson, sendJson, type TestBackend } from "./helpers";

const BASE = "/occ/v2/corporate/orgUsers/current";
const NS = "acme-new-starter";
const TOPS = "acme-new-starter-tops";
const LEGWEAR = "acme-new-starter-legwear";
const OUTER = "acme-new-starter-outerwear";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let backend: TestBackend;
const tokens = new Map<string, string>();
async function token(uid: string) {
  let value = tokens.get(uid);
  if (!value) {
    value = (await login(backend, uid)).access_token;
    tokens.set(uid, value);
  }
  return value;
}
async function call(uid: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const response = method === "GET" ? await get(backend, `${BASE}${path}`, await token(uid)) : await sendJson(backend, method, `${BASE}${path}`, { token: await token(uid), body, headers });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}
const select = (setId: string, productCode: string, variantCode: string, extra: Json = {}) => ({ setId, productCode, variantCode, quantity: 1, valueAdds: [], ...extra });

beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

describe("smoke", () => {
  it("lists and details", async () => {
    const u = "pack-wearer-js-1@acme.example";
    const list = await call(u, "GET", "/packs");
    console.log(JSON.stringify(list.body).slice(0, 600));
    const details = await call(u, "GET", `/packs/${NS}`);
    console.log(JSON.stringify(details.body).slice(0, 1500));
    const sets = await call(u, "GET", `/packs/${NS}/bundles/${TOPS}/sets`);
    console.log(JSON.stringify(sets.body).slice(0, 800));
    const item = await call(u, "GET", `/packs/${NS}/bundles/${TOPS}/items/POL-CL?set=acme-ns-polos`);
    console.log(JSON.stringify(item.body).slice(0, 800));
    const add = await call(u, "POST", `/packs/${NS}/bundles/${TOPS}/selections`, select("acme-ns-polos", "POL-CL", "POL-CL-NAVY-XS", { valueAdds: [{ code: "NAME_EMBROIDERY", userEnteredValue: "Wendy" }] }));
    console.log(add.status, JSON.stringify(add.body).slice(0, 2500));
    const sum = await call(u, "GET", `/packs/${NS}/summary`);
    console.log(sum.status, JSON.stringify(sum.body).slice(0, 400), JSON.stringify({ ...sum.body, packSummaryData: undefined }));
    expect(readJson).toBeDefined();
  });
});
