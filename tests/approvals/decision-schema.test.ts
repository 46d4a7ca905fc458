import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import * as decisionMessages from "~/lib/approvals/decision-messages";
import { decisionFormSchema, type DecisionIntent, entryRulesFromForm, intentOf, parseQuantity } from "~/lib/approvals/decision-schema";
import { lazyValidator } from "~/components/form/lazy-validator";

const ENTRIES = [
  { entryNumber: 0, ordered: 2 },
  { entryNumber: 1, ordered: 3 },
];
const REASONS = ["BUDGET", "OTHER"];

function parse(fields: Record<string, string>, intent: DecisionIntent = "review") {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ "quantity-0": "2", "quantity-1": "3", ...fields })) formData.append(name, value);
  return parseWithZod(formData, { schema: decisionFormSchema({ intent, entries: ENTRIES, reasonCodes: REASONS }) });
}

function errorsOf(submission: ReturnType<typeof parse>) {
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

describe("decision form schema (spec part 2 §5: comment ≤ 255, required when rejecting, optional when approving)", () => {
  it("approve needs no reason and no comment; every quantity is returned", () => {
    const submission = parse({ decision: "APPROVE" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      intent: "review",
      decision: "APPROVE",
      reasonCode: null,
      comment: null,
      quantities: [
        { entryNumber: 0, quantity: 2 },
        { entryNumber: 1, quantity: 3 },
      ],
    });
  });

  it("approve keeps an optional comment (trimmed) and ignores a reason", () => {
    const submission = parse({ decision: "APPROVE", comment: "  Fine by me  ", reasonCode: "BUDGET" });
    expect(submission.status === "success" && submission.value).toMatchObject({ comment: "Fine by me", reasonCode: null });
  });

  it("a 255-character comment is accepted, 256 is rejected with the clear message", () => {
    expect(parse({ decision: "APPROVE", comment: "a".repeat(255) }).status).toBe("success");
    expect(errorsOf(parse({ decision: "APPROVE", comment: "a".repeat(256) })).comment).toEqual([decisionMessages.commentTooLong]);
    expect(decisionMessages.commentTooLong).toBe("Comment must be 255 characters or fewer.");
  });

  it("counts a line break as one character (browsers post CRLF)", () => {
    const comment = `${"a".repeat(127)}\r\n${"b".repeat(127)}`; // 255 as typed
    expect(parse({ decision: "REJECT", reasonCode: "OTHER", comment }).status).toBe("success");
  });

  it("decline needs a reason and a comment (blank is not a comment)", () => {
    const errors = errorsOf(parse({ decision: "REJECT", comment: "   " }));
    expect(errors.reasonCode).toEqual([decisionMessages.reasonRequired]);
    expect(errors.comment).toEqual([decisionMessages.commentRequired]);
  });

  it("decline with a known reason and a comment succeeds; quantities do not apply", () => {
    const submission = parse({ decision: "REJECT", reasonCode: "BUDGET", comment: "Too much", "quantity-0": "abc" });
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "review",
      decision: "REJECT",
      reasonCode: "BUDGET",
      comment: "Too much",
      quantities: [],
    });
  });

  it("an unknown reason code is refused on the server", () => {
    expect(errorsOf(parse({ decision: "REJECT", reasonCode: "NOPE", comment: "x" })).reasonCode).toEqual([decisionMessages.reasonUnknown]);
  });

  it("review needs a decision", () => {
    expect(errorsOf(parse({})).decision).toEqual([decisionMessages.decisionRequired]);
  });

  it("quantities: 0 ≤ q ≤ ordered, whole numbers, one message per entry", () => {
    const errors = errorsOf(parse({ decision: "APPROVE", "quantity-0": "3", "quantity-1": "-1" }));
    expect(errors["quantity-0"]).toEqual([decisionMessages.quantityTooHigh(2)]);
    expect(errors["quantity-1"]).toEqual([decisionMessages.quantityNegative]);
    expect(errorsOf(parse({ decision: "APPROVE", "quantity-0": "1.5", "quantity-1": "" }))["quantity-1"]).toEqual([
      decisionMessages.quantityInvalid(3),
    ]);
    expect(parse({ decision: "APPROVE", "quantity-0": "0", "quantity-1": "3" }).status).toBe("success");
  });

  it("approving with every quantity 0 is refused (decline instead)", () => {
    expect(errorsOf(parse({ decision: "APPROVE", "quantity-0": "0", "quantity-1": "0" })).quantities).toEqual([decisionMessages.allZeroApprove]);
  });

  it("Update total (amend) checks only the quantities (and the comment's length): no decision needed, all 0 allowed", () => {
    const submission = parse({ "quantity-0": "0", "quantity-1": "0" }, "amend");
    expect(submission.status === "success" && submission.value.quantities).toEqual([
      { entryNumber: 0, quantity: 0 },
      { entryNumber: 1, quantity: 0 },
    ]);
    expect(errorsOf(parse({ "quantity-0": "9" }, "amend"))["quantity-0"]).toEqual([decisionMessages.quantityTooHigh(2)]);
  });

  it("keeps every typed value in the reply", () => {
    const reply = parse({ decision: "REJECT", comment: "a".repeat(256), "quantity-0": "1" }).reply();
    expect(reply.initialValue).toMatchObject({ decision: "REJECT", comment: "a".repeat(256), "quantity-0": "1" });
  });

  it("parseQuantity and intentOf", () => {
    expect(parseQuantity(" 2 ", 2)).toEqual({ quantity: 2 });
    expect(parseQuantity(undefined, 2)).toEqual({ error: decisionMessages.quantityInvalid(2) });
    expect(intentOf("amend")).toBe("amend");
    expect(intentOf("whatever")).toBe("review");
  });
});

describe("the browser's validator", () => {
  it("reads the ordered quantities from the hidden fields and applies the same rules", async () => {
    const formData = new FormData();
    formData.append("ordered-0", "2");
    formData.append("ordered-1", "3");
    formData.append("quantity-0", "5");
    formData.append("quantity-1", "1");
    formData.append("decision", "APPROVE");
    expect(entryRulesFromForm(formData)).toEqual(ENTRIES);
    const { validate } = await lazyValidator(() => Promise.resolve(decisionFormSchema({ intent: "review", entries: entryRulesFromForm(formData) })))();
    const reply = validate(formData).reply();
    expect(reply.error?.["quantity-0"]).toEqual([decisionMessages.quantityTooHigh(2)]);
    expect(reply.error?.["quantity-1"]).toBeUndefined();
  });
});

describe("decision form schema for a stock SAP approval (issue 22: no decline reasons, no amendment)", () => {
  const stockParse = (fields: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.append(name, value);
    return parseWithZod(formData, { schema: decisionFormSchema({ intent: "review", entries: [], reasonCodes: [], reasonRequired: false }) });
  };

  it("declines with the comment alone; the comment is still required", () => {
    const declined = stockParse({ decision: "REJECT", comment: "Over budget" });
    expect(declined.status).toBe("success");
    if (declined.status === "success") expect(declined.value).toMatchObject({ decision: "REJECT", reasonCode: null, comment: "Over budget", quantities: [] });
    const blank = stockParse({ decision: "REJECT", comment: " " });
    expect(blank.status === "success" ? {} : blank.reply().error).toEqual({ comment: [decisionMessages.commentRequired] });
  });

  it("approves without quantities (the order as placed)", () => {
    const approved = stockParse({ decision: "APPROVE" });
    expect(approved.status).toBe("success");
    if (approved.status === "success") expect(approved.value.quantities).toEqual([]);
  });
});
