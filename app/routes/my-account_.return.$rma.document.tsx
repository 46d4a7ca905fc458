import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ReturnDocumentPage } from "~/components/returns/return-document-page";
import { pageTitle } from "~/lib/page-title";
import * as m from "~/lib/returns/messages";
import { loadReturnDocument } from "~/lib/returns/return-document.server";
import { barcodeDataUrl } from "~/lib/returns/return-pdf.server";

/**
 * /my-account/return/{rma}/document (issue 24; decision 029): the return form as an accessible, printable page — the
 * same content as the PDF, for people who cannot use PDFs.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => [{ title: pageTitle(m.documentTitle(data?.document.rma ?? params.rma ?? ""), matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const document = await loadReturnDocument(request, context, params.rma ?? "");
  return { document, barcode: barcodeDataUrl(document.rma) };
}

export default function ReturnDocumentRoute() {
  const { document, barcode } = useLoaderData<typeof loader>();
  return <ReturnDocumentPage document={document} barcode={barcode} />;
}
