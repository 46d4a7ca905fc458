import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeInlineHtml, sanitizeRichHtml } from "~/lib/sanitize.server";

const XSS_NAME = `Hi-Vis <b>Bold</b> Vest <img src=x onerror=alert(1)><script>alert(2)</script>`;

describe("sanitising backend HTML", () => {
  it("keeps emphasis in product names and drops everything executable", () => {
    expect(sanitizeInlineHtml(XSS_NAME)).toBe("Hi-Vis <b>Bold</b> Vest ");
    expect(sanitizeInlineHtml(`<a href="javascript:alert(1)">x</a><i onclick="y()">i</i>`)).toBe("x<i>i</i>");
  });

  it("keeps safe links in CMS content, drops scripts, handlers and javascript: URLs", () => {
    const html = sanitizeRichHtml(
      `<p onclick="x()">Hi <a href="https://example.com/a">link</a><a href="javascript:alert(1)">bad</a><script>alert(1)</script><iframe src="https://evil.example"></iframe></p>`,
    );
    expect(html).toBe(`<p>Hi <a href="https://example.com/a" rel="noopener noreferrer">link</a><a rel="noopener noreferrer">bad</a></p>`);
  });

  it("turns HTML into plain text for alt texts and slugs", () => {
    expect(htmlToText(XSS_NAME)).toBe("Hi-Vis Bold Vest");
    expect(htmlToText(null)).toBe("");
  });
});

describe("htmlToText entities", () => {
  it("decodes entities once, so React shows them as written", () => {
    expect(htmlToText("Help &amp; FAQs")).toBe("Help & FAQs");
    expect(htmlToText("Login & Security")).toBe("Login & Security");
    expect(htmlToText("&lt;b&gt; is bold")).toBe("<b> is bold");
  });
});
