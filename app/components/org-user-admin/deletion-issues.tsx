import type { DeletionValidation } from "~/lib/org-user-admin/user-admin.server";
import * as m from "~/lib/org-user-admin/messages";

/** The backend's deletion validation as the delete page shows it: what blocks the delete, then what it changes. */
export function DeletionIssues({ validation }: { validation: DeletionValidation }) {
  return (
    <>
      {validation.blockers.length > 0 ? (
        <section className="org-user-admin__blockers" aria-labelledby="delete-blockers">
          <h2 id="delete-blockers">{m.blockersTitle}</h2>
          <ul>
            {validation.blockers.map((issue) => (
              <li key={issue.code}>{issue.message}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {validation.canDelete ? (
        <section className="org-user-admin__warnings" aria-labelledby="delete-warnings">
          <h2 id="delete-warnings">{m.warningsTitle}</h2>
          {validation.warnings.length > 0 ? (
            <ul>
              {validation.warnings.map((issue) => (
                <li key={issue.code}>{issue.message}</li>
              ))}
            </ul>
          ) : (
            <p>{m.noWarnings}</p>
          )}
        </section>
      ) : null}
    </>
  );
}
