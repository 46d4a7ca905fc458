import { useEffect, useRef } from "react";
import * as t from "~/lib/packs/pack-step-messages";

/**
 * The bundle summary's error box after Continue (spec part 1 §8): per object its subject, message (the server's,
 * e.g. 'Selection Required' or a group's missingSetErrorMessage) and items. Focus moves here each time it appears.
 */
export function ContinueErrors({ objects, focusKey }: { objects: readonly { subject: string; message: string; items: string[] }[]; focusKey: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (objects.length === 0) return;
    ref.current?.focus();
    if (!document.title.startsWith("Error: ")) document.title = `Error: ${document.title}`;
  }, [objects.length, focusKey]);
  if (objects.length === 0) return null;
  return (
    <div className="error-summary pack-continue-errors" ref={ref} tabIndex={-1} role="alert" aria-labelledby="continue-errors-title" data-testid="continue-errors">
      <h2 id="continue-errors-title" className="error-summary__title">
        {t.continueErrorTitle}
      </h2>
      <ul className="error-summary__list">
        {objects.map((object) => (
          <li key={`${object.subject}-${object.message}`}>
            <strong>{object.subject}</strong>: {object.message}
            {object.items.length > 0 ? (
              <ul>
                {object.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
