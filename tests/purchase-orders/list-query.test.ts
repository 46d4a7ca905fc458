import { describe, expect, it } from "vitest";
import { listHref } from "~/lib/purchase-orders/list-href";
import { parseListQuery } from "~/lib/purchase-orders/list-query.server";
import * as poMessages from "~/lib/purchase-orders/messages";

const parse = (search: string) => parseListQuery(new URLSearchParams(search), "business unit");

describe("parseListQuery (the /purchase-order GET filters)", () => {
  it("defaults: page 1 (0 in OCC), 10 a page, newest first, no filters, no errors", () => {
    const parsed = parse("");
    expect(parsed.query).toEqual({ currentPage: 0, pageSize: 10, sort: "byCreatedDateDesc" });
    expect(parsed.errors).toEqual({});
    expect(parsed.page).toBe(1);
  });

  it("passes valid filters through; the URL page is 1-based", () => {
    const parsed = parse("status=CLOSED&businessUnit=acme-au-nsw&createdFrom=2026-01-01&createdTo=2026-03-31&sort=byNumberAsc&page=3");
    expect(parsed.query).toEqual({
      currentPage: 2,
      pageSize: 10,
      sort: "byNumberAsc",
      status: "CLOSED",
      businessUnit: "acme-au-nsw",
      createdFrom: "2026-01-01",
      createdTo: "2026-03-31",
    });
    expect(parsed.errors).toEqual({});
  });

  it("empty fields (an 'All …' option, a cleared date) are no filter", () => {
    const parsed = parse("status=&businessUnit=&createdFrom=&createdTo=&sort=");
    expect(parsed.query).toEqual({ currentPage: 0, pageSize: 10, sort: "byCreatedDateDesc" });
    expect(parsed.errors).toEqual({});
  });

  it("a bad status, unit or sort gets its message and is left out; the values are kept as given", () => {
    const parsed = parse("status=PENDING&businessUnit=%3Cscript%3E&sort=byPrice");
    expect(parsed.query).toEqual({ currentPage: 0, pageSize: 10, sort: "byCreatedDateDesc" });
    expect(parsed.errors).toEqual({
      status: poMessages.statusInvalid,
      businessUnit: poMessages.unitInvalid("business unit"),
      sort: poMessages.sortInvalid,
    });
    expect(parsed.values).toMatchObject({ status: "PENDING", businessUnit: "<script>", sort: "byPrice" });
  });

  it("says 'store' on the wholesale site", () => {
    expect(parseListQuery(new URLSearchParams("businessUnit=!"), "store").errors.businessUnit).toBe("Select a store from the list.");
  });

  it.each(["2026-02-30", "2026-13-01", "26-01-01", "01/02/2026", "2026-1-5", "yesterday"])("'%s' is not a date", (value) => {
    const parsed = parse(`createdFrom=${encodeURIComponent(value)}&createdTo=${encodeURIComponent(value)}`);
    expect(parsed.errors).toEqual({ createdFrom: poMessages.dateInvalid, createdTo: poMessages.dateInvalid });
    expect(parsed.query.createdFrom).toBeUndefined();
    expect(parsed.query.createdTo).toBeUndefined();
  });

  it("accepts 29 February in a leap year and the same day as from and to", () => {
    const parsed = parse("createdFrom=2028-02-29&createdTo=2028-02-29");
    expect(parsed.errors).toEqual({});
    expect(parsed.query).toMatchObject({ createdFrom: "2028-02-29", createdTo: "2028-02-29" });
  });

  it("'to' before 'from': the range message on 'to', the list filtered by 'from' only", () => {
    const parsed = parse("createdFrom=2026-05-01&createdTo=2026-04-30");
    expect(parsed.errors).toEqual({ createdTo: poMessages.dateRangeInvalid });
    expect(parsed.query).toMatchObject({ createdFrom: "2026-05-01" });
    expect(parsed.query.createdTo).toBeUndefined();
  });

  it.each(["0", "-1", "1.5", "abc", ""])("page '%s' is page 1", (page) => {
    expect(parse(`page=${page}`).query.currentPage).toBe(0);
  });

  it("trims values", () => {
    expect(parse("status=%20OPEN%20").query.status).toBe("OPEN");
  });
});

describe("listHref", () => {
  it("keeps the filters in form order and leaves page 1 out", () => {
    expect(listHref({ sort: "byNumberAsc", status: "OPEN" }, 1)).toBe("/purchase-order?status=OPEN&sort=byNumberAsc");
    expect(listHref({ status: "OPEN", createdFrom: "2026-01-01" }, 2)).toBe("/purchase-order?status=OPEN&createdFrom=2026-01-01&page=2");
    expect(listHref({}, 1)).toBe("/purchase-order");
    expect(listHref({ status: "" }, 3)).toBe("/purchase-order?page=3");
  });
});
