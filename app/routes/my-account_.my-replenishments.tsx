import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { ReplenishmentTable } from "~/components/replenishments/replenishment-table";
import { pageTitle } from "~/lib/page-title";
import * as messages from "~/lib/replenishments/messages";
import { detailPath, listPath } from "~/lib/replenishments/paths";
import { loadReplenishmentList } from "~/lib/replenishments/replenishments.server";

/** /my-account/my-replenishments (issue 23): the user's scheduled replenishment orders, 10 a page (`?page=`). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(messages.listTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadReplenishmentList(request, context);
}

export default function ReplenishmentListRoute() {
  const { replenishments, currentPage, totalPages, totalResults } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1>{messages.listTitle}</h1>
      <p>{messages.listIntro}</p>
      {replenishments.length === 0 ? (
        <p>{currentPage === 0 ? messages.listEmpty : messages.listEmptyPage}</p>
      ) : (
        <>
          <ReplenishmentTable rows={replenishments} caption={messages.listCaption(totalResults, currentPage, totalPages)} detailHref={detailPath} />
          <Pagination currentPage={currentPage} totalPages={totalPages} label={messages.listPagesLabel} hrefFor={(page) => `${listPath}?page=${page + 1}`} />
        </>
      )}
    </div>
  );
}
