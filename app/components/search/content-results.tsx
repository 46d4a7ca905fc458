import { ProductImage } from "~/components/product/product-image";
import * as messages from "~/lib/messages";
import { type ContentResultView } from "~/lib/search/search-results.server";

/**
 * Content results of the global search (spec part 1 §2, §3): title, description, optional image;
 * the first result of the first page carries the 'Top Result' label.
 */
export function ContentResults({
  results,
  topResultFirst,
  headingLevel = 3,
}: {
  results: readonly ContentResultView[];
  topResultFirst: boolean;
  headingLevel?: 3 | 4;
}) {
  if (results.length === 0) return null;
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <ul className="content-results">
      {results.map((result, index) => (
        <li key={`${index}-${result.title}`} className="content-result">
          {result.imageUrl ? (
            <ProductImage url={result.imageUrl} alt="" width={96} height={96} className="content-result__image" />
          ) : null}
          <div className="content-result__body">
            {topResultFirst && index === 0 ? <p className="content-result__top">{messages.searchTopResult}</p> : null}
            <Heading className="content-result__title">
              {result.href ? <a href={result.href}>{result.title}</a> : result.title}
            </Heading>
            {result.label ? <p className="content-result__label">{result.label}</p> : null}
            {result.description ? <p className="content-result__description">{result.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
