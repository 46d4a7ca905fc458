/** URLs of the pack pages (issue 8; the lead's decision in the common brief). */
export const packBase = (packId: string) => `/packDetailsPage/${encodeURIComponent(packId)}`;
export function stepPath(packId: string, n: number, { isolated = false }: { isolated?: boolean } = {}): string {
  return `${packBase(packId)}/step/${n}${isolated ? "?isolated=1" : ""}`;
}
export function itemPath(
  packId: string,
  n: number,
  productCode: string,
  { setId, selectionId, isolated = false }: { setId: string; selectionId?: string | null; isolated?: boolean },
): string {
  const query = new URLSearchParams({ set: setId });
  if (selectionId) query.set("selection", selectionId);
  if (isolated) query.set("isolated", "1");
  return `${stepPath(packId, n)}/item/${encodeURIComponent(productCode)}?${query.toString()}`;
}
export const reviewPath = (packId: string) => `${packBase(packId)}/review`;
