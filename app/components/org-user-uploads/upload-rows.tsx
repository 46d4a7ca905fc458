import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import { type BulkUserUpload, type CreatedUser } from "~/lib/org-user-uploads/upload-view";
import * as m from "~/lib/org-user-uploads/messages";
import { failuresPath, UPLOAD_PATH, userPathOf } from "~/lib/org-user-uploads/paths";
import { type SiteType } from "~/lib/organisation/messages";

/**
 * The preview (issue 27): every row of the file as valid or with its errors (in the create form's words), the admin's
 * choice said in words above the one button — `Create N users` creates the N valid rows together, the others never —
 * and the rows with errors to download. Rows are a table (cards on small screens, as the users list).
 */
export function UploadPreview({ upload, siteType, createError }: { upload: BulkUserUpload; siteType: SiteType; createError: string | undefined }) {
  const { valid, invalid, rows } = upload.counts;
  return (
    <>
      <ErrorSummary errors={createError ? [{ message: createError }] : []} />
      <section aria-labelledby="upload-choice" className="org-upload__choice stack">
        <h2 id="upload-choice">{m.previewSummary(valid, rows)}</h2>
        <p>{valid > 0 ? m.choiceText(valid, invalid) : m.nothingValid}</p>
        {valid > 0 ? (
          <Form method="post" className="org-upload__create">
            <CsrfInput />
            <input type="hidden" name="expectedCount" value={valid} />
            <SubmitButton>{m.createSubmit(valid)}</SubmitButton>
          </Form>
        ) : null}
        <p className="org-upload__links">
          {invalid > 0 ? (
            <a href={failuresPath(upload.uploadId)} download>
              {m.downloadFailures(invalid)}
            </a>
          ) : null}{" "}
          <Link to={UPLOAD_PATH}>{m.uploadAnother}</Link>
        </p>
      </section>
      <table className="org-table org-upload__rows">
        <caption className="visually-hidden">{m.rowsCaption(upload.fileName)}</caption>
        <thead>
          <tr>
            <th scope="col">{m.rowColumn}</th>
            <th scope="col">{m.nameColumn}</th>
            <th scope="col">{m.emailColumn}</th>
            <th scope="col">{m.codeColumn}</th>
            <th scope="col">{m.unitColumn(siteType)}</th>
            <th scope="col">{m.rolesColumn}</th>
            <th scope="col">{m.checkColumn}</th>
          </tr>
        </thead>
        <tbody>
          {upload.rows.map((row) => (
            <tr key={row.row} className={row.errors.length > 0 ? "org-upload__row--invalid" : undefined}>
              <th scope="row">{row.row}</th>
              <td>{m.rowName(row.values)}</td>
              <td>{row.values.email}</td>
              <td>{row.values.employeeCode || m.generatedCode}</td>
              <td>{row.values.unit}</td>
              <td>{row.values.roles}</td>
              <td>
                {row.errors.length === 0 ? (
                  <span className="org-upload__valid">{m.valid}</span>
                ) : (
                  <ul className="org-upload__errors">
                    {row.errors.map((error) => (
                      <li key={`${error.field}-${error.code}`}>{m.rowError(error, row.values[error.field], siteType)}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The result: who was created (links to their pages) and the rows with errors to download. */
export function UploadResult({ uploadId, created, invalid }: { uploadId: string; created: readonly CreatedUser[]; invalid: number }) {
  return (
    <div className="stack">
      <p role="status">{m.createdSummary(created.length)}</p>
      {invalid > 0 ? (
        <p>
          {m.failedSummary(invalid)}{" "}
          <a href={failuresPath(uploadId)} download>
            {m.downloadFailures(invalid)}
          </a>
        </p>
      ) : null}
      <table className="org-table">
        <caption>{m.createdCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.rowColumn}</th>
            <th scope="col">{m.nameColumn}</th>
            <th scope="col">{m.emailColumn}</th>
            <th scope="col">{m.codeColumn}</th>
          </tr>
        </thead>
        <tbody>
          {created.map((user) => (
            <tr key={user.pk}>
              <th scope="row">{user.row}</th>
              <td>
                <Link to={userPathOf(user.pk)}>{user.name}</Link>
              </td>
              <td>{user.email}</td>
              <td>{user.employeeCode}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link to={UPLOAD_PATH}>{m.uploadAnother}</Link>
      </p>
    </div>
  );
}
