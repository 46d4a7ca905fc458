import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { carouselTarget, hasCarouselArrows } from "~/lib/search/carousel";

export interface CarouselItem {
  key: string;
  node: ReactNode;
}

/**
 * A horizontal list of cards, 4 per view (spec part 1 §2). Without JS it is a scrollable,
 * snap-aligned list; the list itself takes focus (named by `label`) so the keyboard can scroll it,
 * and every card's links are in the tab order. With JS, previous/next arrows appear when there are
 * more than 4 items and wrap around at either end (app/lib/search/carousel.ts).
 */
export function Carousel({ label, items }: { label: string; items: readonly CarouselItem[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const arrows = hydrated && hasCarouselArrows(items.length);

  function move(direction: 1 | -1) {
    const element = viewport.current;
    if (!element) return;
    const left = carouselTarget(element.scrollLeft, element.clientWidth, element.scrollWidth, direction);
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left, behavior: reduceMotion ? "auto" : "smooth" });
  }

  return (
    <div className={arrows ? "carousel carousel--arrows" : "carousel"}>
      {arrows ? (
        <button
          type="button"
          className="carousel__arrow carousel__arrow--previous"
          aria-controls={id}
          onClick={() => move(-1)}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Previous {label}</span>
        </button>
      ) : null}
      {/* A scrollable region must be focusable for keyboard users (WCAG 2.1.1, axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={viewport} id={id} className="carousel__viewport" role="region" aria-label={label} tabIndex={0}>
        <ul className="carousel__list">
          {items.map((item) => (
            <li key={item.key} className="carousel__item">
              {item.node}
            </li>
          ))}
        </ul>
      </div>
      {arrows ? (
        <button type="button" className="carousel__arrow carousel__arrow--next" aria-controls={id} onClick={() => move(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next {label}</span>
        </button>
      ) : null}
    </div>
  );
}
