import { Link } from "@remix-run/react";
import { ProductImage } from "~/components/product/product-image";
import { categoryUnavailable, categoryUnavailableDetail, unableToSelect } from "~/lib/packs/messages";
import * as t from "~/lib/packs/pack-step-messages";
import { itemPath } from "~/lib/packs/pack-step-paths";
import { FROM_PREFIX } from "~/lib/product/pricing";

interface GridItem {
  id: string;
  code: string;
  name: string;
  image: string | null;
  price: { formattedValue: string; value: number } | null;
  maxPrice: { formattedValue: string } | null;
  disabled: boolean;
}
interface GridSet {
  setId: string;
  setName: string;
  groupId: string | null;
  items: GridItem[];
}

/**
 * The bundle's products grouped by set (sets of a group under the group's name): 3 columns on desktop, 1 below
 * 767 px (spec part 1 §2). "Choose" is a real link to the item page; with JS `onChoose` opens the item dialog. Cards
 * of a disabled category show 'UNABLE TO SELECT' and why, without a link.
 */
export function PackProductGrid({
  sets,
  groups,
  packId,
  step,
  isolated,
  showPrices,
  onChoose,
}: {
  sets: readonly GridSet[];
  groups: readonly { groupId: string; name: string }[];
  packId: string;
  step: number;
  isolated: boolean;
  showPrices: boolean;
  onChoose?: (href: string, event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const ungrouped = sets.filter((set) => !set.groupId);
  return (
    <div className="pack-sets">
      {ungrouped.map((set) => (
        <SetBlock key={set.setId} set={set} level={2} {...{ packId, step, isolated, showPrices, onChoose }} />
      ))}
      {groups.map((group) => (
        <section key={group.groupId} className="pack-group" aria-labelledby={`group-${group.groupId}`}>
          <h2 id={`group-${group.groupId}`}>{group.name}</h2>
          {sets
            .filter((set) => set.groupId === group.groupId)
            .map((set) => (
              <SetBlock key={set.setId} set={set} level={3} {...{ packId, step, isolated, showPrices, onChoose }} />
            ))}
        </section>
      ))}
    </div>
  );
}

function SetBlock({
  set,
  level,
  packId,
  step,
  isolated,
  showPrices,
  onChoose,
}: {
  set: GridSet;
  level: 2 | 3;
  packId: string;
  step: number;
  isolated: boolean;
  showPrices: boolean;
  onChoose?: (href: string, event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = `set-${set.setId}`;
  return (
    <section className="pack-set" aria-labelledby={headingId}>
      <Heading id={headingId}>{set.setName}</Heading>
      <ul className="pack-grid">
        {set.items.map((item) => {
          const href = itemPath(packId, step, item.code, { setId: set.setId, isolated });
          return (
            <li key={`${set.setId}-${item.id}`} className={`pack-product${item.disabled ? " pack-product--disabled" : ""}`} data-testid="pack-product">
              <ProductImage url={item.image} alt="" width={240} height={240} className="pack-product__image" />
              <p className="pack-product__name">{item.name}</p>
              <p className="pack-product__code">{item.code}</p>
              {showPrices && item.price && item.price.value > 0 ? (
                <p className="pack-product__price">
                  {item.maxPrice ? `${FROM_PREFIX} ` : ""}
                  {item.price.formattedValue}
                </p>
              ) : null}
              {item.disabled ? (
                <div className="pack-product__disabled">
                  <p className="pack-product__unable">{unableToSelect}</p>
                  <p>{categoryUnavailable}</p>
                  <p>{categoryUnavailableDetail}</p>
                </div>
              ) : (
                <Link to={href} className="button button--secondary pack-product__choose" aria-label={t.chooseItemLabel(item.name)} onClick={onChoose ? (event) => onChoose(href, event) : undefined}>
                  {t.chooseItem}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
