import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { thresholdDecisionSchema } from "~/lib/return-threshold/decision-schema";

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: thresholdDecisionSchema });
}

describe("the return threshold decision schema (server and browser)", () => {
  it("needs a decision", () => {
    const result = parse({ comment: "x" });
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({ decision: ["Choose whether to accept or decline this return request."] });
  });

  it("accepts with or without a comment; the comment is trimmed, blank is null", () => {
    const plain = parse({ decision: "ACCEPT" });
    expect(plain.status === "success" && plain.value).toEqual({ decision: "ACCEPT", comment: null });
    const withComment = parse({ decision: "ACCEPT", comment: "  fine  " });
    expect(withComment.status === "success" && withComment.value).toEqual({ decision: "ACCEPT", comment: "fine" });
  });

  it("declining needs a comment (blank is empty) and keeps what was typed", () => {
    const result = parse({ decision: "DECLINE", comment: "   " });
    expect(result.status).toBe("error");
    const reply = result.reply();
    expect(reply.error).toEqual({ comment: ["Enter a comment explaining why you are declining this return request."] });
    expect(reply.initialValue).toMatchObject({ decision: "DECLINE", comment: "   " });
  });

  it("a comment is at most 255 characters (the approvals' rule and message); CRLF counts once", () => {
    expect(parse({ decision: "DECLINE", comment: "a".repeat(255) }).status).toBe("success");
    expect(parse({ decision: "DECLINE", comment: `${"a".repeat(253)}\r\nb` }).status).toBe("success");
    const long = parse({ decision: "ACCEPT", comment: "a".repeat(256) });
    expect(long.reply().error).toEqual({ comment: ["Comment must be 255 characters or fewer."] });
  });

  it("refuses a decision it does not know", () => {
    expect(parse({ decision: "APPROVE" }).reply().error).toHaveProperty("decision");
  });
});
