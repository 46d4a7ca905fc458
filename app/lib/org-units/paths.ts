/** The units / stores pages' paths (issue 26, H1). */
export const UNITS_PATH = "/organisation/units";
export const unitPath = (uid: string) => `${UNITS_PATH}/${encodeURIComponent(uid)}`;
