import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { UploadResult } from "~/components/org-user-uploads/upload-rows";
import * as m from "~/lib/org-user-uploads/messages";
import { loadResult } from "~/lib/org-user-uploads/upload.server";
import { USERS_PATH } from "~/lib/org-users/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/users/upload/{uploadId}/result (issue 27): the users created and the failed rows to download. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.resultTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadResult(request, context, params.uploadId ?? "");
}

export default function UploadResultRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="stack org-upload">
      <p>
        <Link to={USERS_PATH}>{m.backToUsers}</Link>
      </p>
      <h1>{m.resultTitle}</h1>
      <UploadResult uploadId={data.uploadId} created={data.created} invalid={data.invalid} />
    </div>
  );
}
