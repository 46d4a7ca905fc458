import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FinanceDocumentView } from "~/components/finance-documents/document-view";
import { loadDocument } from "~/lib/finance-documents/documents.server";
import * as m from "~/lib/finance-documents/messages";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/finance/documents/{id} (issue 28, H2): one invoice or credit note as an accessible page — the same
 * content as its PDF (linked). Finance users only (403 for anybody else); a document outside their units: 404.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? data.document.heading : m.backToFinance, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadDocument(request, context, params.documentId);
}

export default function FinanceDocumentRoute() {
  const { document, backHref } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <p>
        <Link to={backHref}>{m.backToFinance}</Link>
      </p>
      <FinanceDocumentView document={document} />
    </div>
  );
}
