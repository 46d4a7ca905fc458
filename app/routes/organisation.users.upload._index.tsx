import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { UploadForm } from "~/components/org-user-uploads/upload-form";
import * as m from "~/lib/org-user-uploads/messages";
import { TEMPLATE_CSV_PATH, TEMPLATE_XLSX_PATH } from "~/lib/org-user-uploads/paths";
import { loadUploadPage, submitUpload } from "~/lib/org-user-uploads/upload.server";
import { USERS_PATH } from "~/lib/org-users/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/users/upload (issue 27): the template downloads and the upload form (multipart; progress with JS). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.uploadTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadUploadPage(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitUpload(request, context);
}

export default function UploadUsersRoute() {
  const { siteType } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="stack org-upload">
      <p>
        <Link to={USERS_PATH}>{m.backToUsers}</Link>
      </p>
      <h1>{m.uploadTitle}</h1>
      <p>{m.intro}</p>
      <section aria-labelledby="upload-template" className="stack">
        <h2 id="upload-template">{m.templateHeading}</h2>
        <p>{m.columnsHint(siteType)}</p>
        <ul className="org-upload__templates">
          <li>
            <a href={TEMPLATE_CSV_PATH} download>
              {m.templateCsv}
            </a>
          </li>
          <li>
            <a href={TEMPLATE_XLSX_PATH} download>
              {m.templateXlsx}
            </a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="upload-file-heading" className="stack">
        <h2 id="upload-file-heading">{m.fileHeading}</h2>
        <UploadForm fileError={answer?.fileError} />
      </section>
    </div>
  );
}
