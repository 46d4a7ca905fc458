import * as m from "~/lib/packs/messages";
import { PackReturnsNotice } from "./pack-returns-notice";
import { formatPackDate, showsReturnsNotice, subsidyText } from "~/lib/packs/pack-rules";

/** The pack pages' heading block: name, pre-order note, subsidy text, returns notice (spec part 1 §8, §9). */
export function PackHeader({
  pack,
}: {
  pack: { packName: string; packType: string; preOrder: boolean; preOrderDate: string | null; fundType: string };
}) {
  return (
    <header className="pack-header">
      <h1 id="pack-title">{pack.packName}</h1>
      {pack.preOrder ? (
        <p className="pack-header__preorder">
          {m.preOrderPack}
          {pack.preOrderDate ? ` ${m.preOrderShipFrom(formatPackDate(pack.preOrderDate))}` : null}
        </p>
      ) : null}
      <p className="pack-header__subsidy">{subsidyText(pack.fundType)}</p>
      {showsReturnsNotice(pack.packType) ? (
        <PackReturnsNotice className="pack-header__returns" />
      ) : null}
    </header>
  );
}
