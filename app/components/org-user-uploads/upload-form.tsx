import { useNavigate } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { FieldError } from "~/components/form/field-error";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-user-uploads/messages";
import { fileProblem, UPLOAD_PATH } from "~/lib/org-user-uploads/paths";

const FILE_ID = "upload-file";
const ERROR_ID = `${FILE_ID}-error`;

/**
 * The upload form (issue 27): a plain multipart form that works without JS (the CSRF token is a field of the form, so
 * `readForm` finds it wherever the file is). With JS the browser checks the name and size first (the server checks
 * them again) and sends the same form by XMLHttpRequest, showing the upload's loaded/total percentage in a labelled
 * `<progress>` (100 on completion, as the spec's contact-us upload); the request follows the action's 303 to the
 * preview, whose address is then opened client-side (no full page load). A refusal comes back as this page: its
 * message is read from it.
 */
export function UploadForm({ fileError }: { fileError: string | undefined }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState(fileError);
  const [progress, setProgress] = useState<number | null>(null);
  const [summaryKey, setSummaryKey] = useState(0);
  useEffect(() => setError(fileError), [fileError]);

  const fail = (message: string) => {
    setProgress(null);
    setError(message);
    setSummaryKey((key) => key + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress !== null) return;
    const form = event.currentTarget;
    const file = inputRef.current?.files?.[0] ?? null;
    const problem = fileProblem(file);
    if (problem) return fail(m.fileMessages[problem]);
    setError(undefined);
    setProgress(0);
    const request = new XMLHttpRequest();
    request.open("POST", form.action);
    request.upload.addEventListener("progress", (progressEvent) => {
      if (progressEvent.lengthComputable && progressEvent.total > 0) setProgress(Math.min(100, Math.round((progressEvent.loaded / progressEvent.total) * 100)));
    });
    request.upload.addEventListener("load", () => setProgress(100));
    request.addEventListener("load", () => {
      const landed = request.responseURL ? new URL(request.responseURL) : null;
      if (request.status === 200 && landed && landed.origin === window.location.origin && landed.pathname.startsWith(`${UPLOAD_PATH}/`)) {
        setProgress(100);
        navigate(landed.pathname);
        return;
      }
      const page = new DOMParser().parseFromString(request.responseText, "text/html");
      const message = page.getElementById(ERROR_ID)?.lastChild?.textContent?.trim();
      fail(message || m.uploadFailed);
    });
    request.addEventListener("error", () => fail(m.uploadFailed));
    request.addEventListener("abort", () => fail(m.uploadFailed));
    request.send(new FormData(form));
  };

  return (
    <>
      <ErrorSummary errors={error ? [{ fieldId: FILE_ID, message: error }] : []} focusKey={summaryKey} />
      <form method="post" encType="multipart/form-data" action={UPLOAD_PATH} className="stack org-form" onSubmit={onSubmit}>
        <CsrfInput />
        <div className={error ? "field field--error" : "field"}>
          <label className="field__label" htmlFor={FILE_ID}>
            {m.fileLabel}
          </label>
          <p className="field__hint" id={`${FILE_ID}-hint`}>
            {m.fileHint}
          </p>
          <FieldError id={error ? ERROR_ID : undefined} errors={error ? [error] : undefined} />
          <input
            ref={inputRef}
            id={FILE_ID}
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="field__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${FILE_ID}-hint ${ERROR_ID}` : `${FILE_ID}-hint`}
          />
        </div>
        {progress !== null ? (
          <div className="org-upload__progress">
            <label htmlFor="upload-progress">{m.progressLabel}</label>
            <progress id="upload-progress" max={100} value={progress}>
              {m.progressText(progress)}
            </progress>
            <p role="status" className="org-upload__progress-text">
              {m.progressText(progress)}
            </p>
          </div>
        ) : null}
        <div>
          <SubmitButton busy={progress !== null && progress < 100}>{m.uploadSubmit}</SubmitButton>
        </div>
      </form>
    </>
  );
}
