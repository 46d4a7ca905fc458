import { describe, expect, it } from "vitest";
import { lazyValidator } from "~/components/form/lazy-validator";
import { BILL_TO_MAX_LENGTH, parseBillTo } from "~/lib/login/bill-to";
import { parseLoginForm } from "~/lib/login/login-schema";
import * as messages from "~/lib/messages";

/** The browser's validator, loaded as the form loads it (lazyValidator). */
const { validate } = await lazyValidator(() => import("~/lib/login/login-schema").then((m) => m.LoginSchema))();

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the sign-in form (spec part 2 §5)", () => {
  it.each([
    ["the action", parseLoginForm],
    ["the browser", validate],
  ])("an empty password is 'Please input password.', an empty e-mail 'This field is required.' (%s)", (_, parse) => {
    const reply = parse(form({ email: "", password: "" })).reply();
    expect(reply.error).toEqual({ email: [messages.required], password: [messages.inputPassword] });
    expect(messages.inputPassword).toBe("Please input password.");
    // A missing field (not just an empty one) says the same.
    expect(parse(form({ email: "buyer@acme.example" })).reply().error).toEqual({ password: [messages.inputPassword] });
  });

  it("a bad e-mail is the spec's format text; a filled form passes", () => {
    expect(parseLoginForm(form({ email: "nope", password: "x" })).reply().error).toEqual({ email: [messages.invalidEmailFormat] });
    expect(parseLoginForm(form({ email: "buyer@acme.example", password: "x" })).status).toBe("success");
  });

  it.each([
    ["the action", parseLoginForm],
    ["the browser", validate],
  ])("a usable billTo is kept; an overlong or odd one is dropped, never an error (issue 21, hole 6; %s)", (_, parse) => {
    const signIn = { email: "buyer@acme.example", password: "x" };
    const kept = parse(form({ ...signIn, billTo: "Acme Workwear Pty Ltd" }));
    expect(kept.status === "success" && kept.value.billTo).toBe("Acme Workwear Pty Ltd");
    for (const billTo of ["x".repeat(6000), "a".repeat(BILL_TO_MAX_LENGTH + 1), "<script>alert(1)</script>", "Acme\u0000", " "]) {
      const reply = parse(form({ ...signIn, billTo }));
      expect(reply.status).toBe("success");
      expect(reply.status === "success" && reply.value.billTo).toBeUndefined();
    }
    expect(parseBillTo("a".repeat(BILL_TO_MAX_LENGTH))).toBe("a".repeat(BILL_TO_MAX_LENGTH));
    expect(parseBillTo("  Kiwi Uniforms (NZ) Ltd. ")).toBe("Kiwi Uniforms (NZ) Ltd.");
  });
});
