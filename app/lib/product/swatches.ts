/** Spec part 1 §2 and §9: a card shows up to 3 colour swatches plus '+N' for the rest. */
export const MAX_SWATCHES = 3;

export function swatchSummary<T>(colours: readonly T[], max = MAX_SWATCHES): { shown: T[]; more: number } {
  return { shown: colours.slice(0, max), more: Math.max(0, colours.length - max) };
}

/** The '+N' label, or null when every colour is shown. */
export function moreColoursLabel(more: number): string | null {
  return more > 0 ? `+${more}` : null;
}
