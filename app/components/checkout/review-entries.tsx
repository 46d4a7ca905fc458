export interface ReviewEntryView {
  entryNumber: number;
  code: string;
  name: string;
  /** Already resolved for the browser (app/lib/media.ts imageUrl: /medias proxy or placeholder). */
  imageUrl: string;
  variant: string;
  quantity: number;
  unitPrice: string | null;
  total: string | null;
}

/** The cart's entries, read-only (review-order step): image, name, variant, quantity, line total. */
export function ReviewEntries({ entries }: { entries: readonly ReviewEntryView[] }) {
  return (
    <ul className="review-entries" aria-label="Items in your order">
      {entries.map((entry) => (
        <li key={entry.entryNumber} className="review-entries__item">
          {/* decorative: the name follows; the URL is resolved by the loader (imageUrl) */}
          <img src={entry.imageUrl} alt="" width={80} height={80} loading="lazy" decoding="async" className="review-entries__image" />
          <div className="review-entries__details">
            <p className="review-entries__name">{entry.name}</p>
            <p className="review-entries__meta">
              {entry.variant ? <span>{entry.variant}</span> : null}
              <span>Item code {entry.code}</span>
            </p>
            <p className="review-entries__meta">
              <span>Quantity: {entry.quantity}</span>
              {entry.unitPrice ? <span>Unit price: {entry.unitPrice}</span> : null}
            </p>
          </div>
          {entry.total ? (
            <p className="review-entries__total">
              <span className="visually-hidden">Line total: </span>
              {entry.total}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
