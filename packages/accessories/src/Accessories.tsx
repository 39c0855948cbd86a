import { useMoney, useSnippet } from "@vitrine/core";
import { QuantityStepper } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import { type ReactNode, useId } from "react";
import { type AccessoryItem, lineQuantity, unitPriceAt } from "./accessories.rules";
import { accessoriesSnippets } from "./accessories.snippets";
import type { AccessoriesControls } from "./useAccessories";

/** Props of `<Accessories>`. */
export interface AccessoriesProps {
  /** The state from `useAccessories` (shared with the buy form, which sends `lineItems`). */
  accessories: AccessoriesControls;
  /** Added to the block's own class names. */
  className?: string;
}

type Translate = ReturnType<typeof useSnippet>;

/** The stepper of one accessory: core's quantity stepper where 0 means "not chosen", typed values snap on blur or Enter. */
function Stepper({
  item,
  accessories,
  t,
}: {
  item: AccessoryItem;
  accessories: AccessoriesControls;
  t: Translate;
}) {
  const hintId = useId();
  const { name, bounds } = item;
  return (
    <div className="vitrine-accessories__stepper">
      <QuantityStepper
        value={accessories.quantities[item.key] ?? 0}
        bounds={bounds}
        allowZero
        liveTyping={false}
        onChange={(quantity) => accessories.setQuantity(item.key, quantity)}
        onSnap={(typed) => accessories.type(item.key, typed)}
        label={t("accessories.quantity", { name })}
        increaseLabel={t("accessories.increase", { name })}
        decreaseLabel={t("accessories.decrease", { name })}
        describedBy={hintId}
      />
      <span id={hintId} className="vitrine-accessories__hint">
        {t("accessories.bounds", { ...bounds })}
      </span>
    </div>
  );
}

/** One row: image, name, price (its bracket), stock state, and a stepper, "Included" or a checkbox. */
function Row({
  item,
  accessories,
  t,
}: {
  item: AccessoryItem;
  accessories: AccessoriesControls;
  t: Translate;
}) {
  const money = useMoney();
  const chosen = accessories.quantities[item.key] ?? 0;
  const quantity =
    lineQuantity(item, chosen) || (item.kind === "bundle" ? item.fixedQuantity : item.bounds.min);
  const image = item.product.cover?.media;
  const name =
    item.kind === "bundle" && item.fixedQuantity > 1 ? `${item.fixedQuantity} × ${item.name}` : item.name;
  return (
    <li className="vitrine-accessories__item" data-chosen={chosen > 0 || undefined}>
      {image ? (
        <img className="vitrine-accessories__image" src={image.url} alt="" width={64} height={64} />
      ) : null}
      {item.optional && !item.readOnly ? (
        <label className="vitrine-accessories__name">
          <input
            type="checkbox"
            checked={chosen > 0}
            onChange={(event) => accessories.check(item.key, event.currentTarget.checked)}
          />
          {name}
        </label>
      ) : (
        <span className="vitrine-accessories__name">{name}</span>
      )}
      <span className="vitrine-accessories__price">
        {/* A bundle item's price is for its fixed quantity. */}
        {money(unitPriceAt(item.product, quantity) * (item.kind === "bundle" ? quantity : 1))}
      </span>
      <span className="vitrine-accessories__stock" data-available={!item.readOnly}>
        {t(item.readOnly ? "accessories.soldOut" : "accessories.inStock")}
      </span>
      {/* A sold-out accessory offers no quantity: no stepper, no "from … to …" range, only its state. */}
      {item.kind === "accessory" && !item.readOnly ? (
        <>
          <Stepper item={item} accessories={accessories} t={t} />
          {item.sameQuantity ? (
            <label className="vitrine-accessories__link">
              <input
                type="checkbox"
                checked={accessories.isLinked(item.key)}
                onChange={(event) => accessories.setLinked(item.key, event.currentTarget.checked)}
              />
              {t("accessories.linked")}
            </label>
          ) : null}
        </>
      ) : !item.optional && !item.readOnly ? (
        <span className="vitrine-accessories__included">{t("accessories.included")}</span>
      ) : null}
    </li>
  );
}

/** The accessories block of the buy box: a thin component over `useAccessories` (markup, ARIA, `data-state`). */
export function Accessories({ accessories, className }: AccessoriesProps): ReactNode {
  const t = useSnippet(accessoriesSnippets);
  const money = useMoney();
  const titleId = useId();
  const title = t("accessories.title");
  const { status, groups, notices, total, mainTotal } = accessories;
  if (status === "ready" && groups.length === 0) return null;
  const items = new Map(groups.flatMap((group) => group.items.map((item) => [item.key, item])));
  const say = (kind: string, key: string) => {
    const item = items.get(key);
    return item
      ? t(kind === "snapped" || kind === "stock" ? `accessories.${kind}` : "accessories.problem.limits", {
          name: item.name,
          quantity: accessories.quantities[key] ?? 0,
          ...item.bounds,
        })
      : "";
  };
  return (
    <section
      className={cx("vitrine-accessories", className)}
      data-state={status}
      aria-labelledby={titleId}
      aria-busy={status === "loading"}
    >
      <h2 id={titleId} className="vitrine-accessories__title">
        {title}
      </h2>
      {groups.map((group) => (
        <div key={group.id} className="vitrine-accessories__group" data-kind={group.kind}>
          {/* A group named like the block (the shop's "Accessories" cross-selling) does not repeat its heading. */}
          {group.name !== title && <h3 className="vitrine-accessories__group-title">{group.name}</h3>}
          <ul className="vitrine-accessories__list">
            {group.items.map((item) => (
              <Row key={item.key} item={item} accessories={accessories} t={t} />
            ))}
          </ul>
        </div>
      ))}
      {total !== mainTotal ? (
        <p className="vitrine-accessories__total">
          {t("accessories.total")}: <strong>{money(total)}</strong>
        </p>
      ) : null}
      <p role="status" className="vitrine-accessories__status">
        {status === "loading"
          ? t("accessories.loading")
          : notices
              .filter((notice) => notice.kind === "snapped")
              .map((notice) => say(notice.kind, notice.key))
              .join(" ")}
      </p>
      <div role="alert" className="vitrine-accessories__error">
        {status === "error" ? (
          <p>
            {t("accessories.error")}{" "}
            <button type="button" onClick={accessories.reload}>
              {t("accessories.retry")}
            </button>
          </p>
        ) : null}
        {notices
          .filter((notice) => notice.kind !== "snapped")
          .map((notice) => (
            <p key={notice.key}>{say(notice.kind, notice.key)}</p>
          ))}
      </div>
    </section>
  );
}
