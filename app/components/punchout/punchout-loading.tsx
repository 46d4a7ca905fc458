import * as accountMessages from "~/lib/punchout/messages";

/**
 * The loading page of a punch-out entry (spec part 1 §8 loading overlay: 'Loading {text}' and
 * 'This may take a few moments. Please leave this browser window open.'). Plain HTML: the
 * spinner is CSS only and the texts sit in a status region, so it works without JavaScript.
 */
export function PunchOutLoading({ waiting = false, retryHref }: { waiting?: boolean; retryHref?: string }) {
  return (
    <div className="narrow punchout-loading">
      <span className="punchout-loading__spinner" aria-hidden="true" />
      <div role="status">
        <h1>{accountMessages.loading(accountMessages.punchOutRequisitionName)}</h1>
        <p>{accountMessages.loadingLeaveOpen}</p>
        {waiting ? <p>{accountMessages.punchOutWaiting}</p> : null}
      </div>
      {retryHref ? (
        <p>
          <a href={retryHref}>Try again</a>
        </p>
      ) : null}
    </div>
  );
}
