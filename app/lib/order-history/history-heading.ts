import * as historyMessages from "./messages";

/** The page's heading (and title): the order history, its returns view or the unit tab. */
export function pageHeading({ view, returns }: { view: "mine" | "units"; returns: boolean }): string {
  if (view === "units") return historyMessages.unitsTitle;
  return returns ? historyMessages.returnsTitle : historyMessages.title;
}
