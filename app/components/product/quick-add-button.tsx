import { Link } from "@remix-run/react";
import { productPath } from "~/lib/slug";

/**
 * SEAM (issue 3, product page): quick add from a product card. Without JS a link to the product
 * page; the product-page work enhances it into the lazy quick-add dialog (900 px, full width at
 * 1024 px or less) carrying the product id.
 */
export function QuickAddButton({ code, plainName }: { code: string; plainName: string }) {
  return (
    <Link to={productPath(code, plainName)} className="button button--secondary quick-add">
      Quick add<span className="visually-hidden"> {plainName}</span>
    </Link>
  );
}
