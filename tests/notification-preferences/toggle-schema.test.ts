import { describe, expect, it } from "vitest";
import { parseToggle } from "~/lib/notification-preferences/toggle-schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the channel toggle's form", () => {
  it("reads the channel and the state it switches to", () => {
    const on = parseToggle(form({ channel: "SMS", enabled: "true" }));
    expect(on.status === "success" && on.value).toEqual({ channel: "SMS", enabled: true });
    const off = parseToggle(form({ channel: "EMAIL", enabled: "false" }));
    expect(off.status === "success" && off.value).toEqual({ channel: "EMAIL", enabled: false });
  });

  it("refuses an unknown channel, a missing or odd state", () => {
    expect(parseToggle(form({ channel: "FAX", enabled: "true" })).status).toBe("error");
    expect(parseToggle(form({ channel: "SMS" })).status).toBe("error");
    expect(parseToggle(form({ channel: "SMS", enabled: "on" })).status).toBe("error");
    expect(parseToggle(form({})).status).toBe("error");
  });
});
