import { describe, expect, it } from "vitest";
import { loader as codeLoader } from "~/routes/register.$code";
import { loader as registerLoader } from "~/routes/register._index";
import { loader as verifyLoader } from "~/routes/register.verify";
import { useMswServer } from "../mocks/server";
import { useTestEnv } from "../mocks/session";
import { load, redirectTarget } from "./helpers";

useTestEnv("wholesale");
useMswServer(); // any backend call would fail the test: wholesale never asks

describe("registration on the wholesale site", () => {
  it("/register, /register/{code} and the code step redirect home", async () => {
    const session = { registrationCode: "WELCOME2026" };
    expect(redirectTarget((await load(registerLoader, "http://shop.test/register", session)).result)).toBe("/");
    expect(redirectTarget((await load(codeLoader, "http://shop.test/register/WELCOME2026", {}, { code: "WELCOME2026" })).result)).toBe("/");
    expect(redirectTarget((await load(verifyLoader, "http://shop.test/register/verify", session)).result)).toBe("/");
  });
});
