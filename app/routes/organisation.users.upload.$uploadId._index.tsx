import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { UploadPreview } from "~/components/org-user-uploads/upload-rows";
import * as m from "~/lib/org-user-uploads/messages";
import { UPLOAD_PATH } from "~/lib/org-user-uploads/paths";
import { loadPreview, submitCreate } from "~/lib/org-user-uploads/upload.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/users/upload/{uploadId} (issue 27): every row valid or with its errors; POST `Create N users`. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.previewTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadPreview(request, context, params.uploadId ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitCreate(request, context, params.uploadId ?? "");
}

export default function UploadPreviewRoute() {
  const { upload, siteType } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="stack org-upload">
      <p>
        <Link to={UPLOAD_PATH}>{m.uploadAnother}</Link>
      </p>
      <h1>{m.previewTitle}</h1>
      <p>{m.notCreatedYet}</p>
      <UploadPreview upload={upload} siteType={siteType} createError={answer?.createError} />
    </div>
  );
}
