import { describe, expect, it } from "vitest";
import { canonicalProductPath, canonicalRedirect } from "~/lib/product/product-page.server";
import { product } from "./fixtures";

const url = (path: string) => new URL(path, "http://shop.test");

describe("canonical product URL", () => {
  it("is /product/{code}/{name} with the name URL-encoded", () => {
    expect(canonicalProductPath(product())).toBe("/product/POL-CL/Classic%20Polo");
  });

  it("removes slashes and tags from the name", () => {
    expect(canonicalProductPath(product({ name: "Shirt / Blouse <b>Pro</b>" }))).toBe("/product/POL-CL/Shirt%20Blouse%20Pro");
  });

  it("drops script content of an HTML name from the slug", () => {
    expect(canonicalProductPath(product({ name: "<b>Bold</b> Polo<script>alert(1)</script><img src=x onerror=alert(2)>" }))).toBe(
      "/product/POL-CL/Bold%20Polo",
    );
  });

  it("falls back to the code when the name has no text", () => {
    expect(canonicalProductPath(product({ name: "<img src=x>" }))).toBe("/product/POL-CL/POL-CL");
  });
});

describe("canonicalRedirect", () => {
  it("accepts the canonical name (as the router decodes it)", () => {
    expect(canonicalRedirect({ productCode: "POL-CL", productName: "Classic Polo" }, product(), url("/product/POL-CL/Classic%20Polo"))).toBeNull();
  });

  it("sends a wrong name to the canonical URL, keeping the query string", () => {
    expect(
      canonicalRedirect(
        { productCode: "POL-CL", productName: "classic-polo" },
        product(),
        url("/product/POL-CL/classic-polo?colour=Navy&size=M"),
      ),
    ).toBe("/product/POL-CL/Classic%20Polo?colour=Navy&size=M");
  });

  it("sends a missing name to the canonical URL", () => {
    expect(canonicalRedirect({ productCode: "POL-CL" }, product(), url("/product/POL-CL"))).toBe("/product/POL-CL/Classic%20Polo");
  });

  it("treats a name that still carries a slash or different case as wrong", () => {
    const p = product({ name: "Shirt/Blouse" });
    expect(canonicalRedirect({ productCode: "POL-CL", productName: "Shirt/Blouse" }, p, url("/x"))).toBe("/product/POL-CL/ShirtBlouse");
    expect(canonicalRedirect({ productCode: "POL-CL", productName: "classic polo" }, product(), url("/x"))).toBe(
      "/product/POL-CL/Classic%20Polo",
    );
  });

  it("sends a variant code to its base product with that variant chosen", () => {
    const p = product({ selectedVariant: "POL-CL-NAVY-2XL" });
    expect(canonicalRedirect({ productCode: "POL-CL-NAVY-2XL", productName: "x" }, p, url("/product/POL-CL-NAVY-2XL/x?ref=mail"))).toBe(
      "/product/POL-CL/Classic%20Polo?colour=Navy&size=2XL&ref=mail",
    );
  });
});
