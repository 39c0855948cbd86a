import type { CartProduct } from "../commerce/cart.types.js";
import type { Database } from "../db/database.js";
import { NAVIGATION_IDS, SALES_CHANNEL } from "../seed/ids.js";
import { deliveryTimeJson } from "../seed/reference.js";
import { convertPrice, currencyOf, mathRound, type ShopCurrency } from "./locales.js";
import { type Art, PUBLIC_URL_PLACEHOLDER } from "./media.js";
import { calculatedPrice, type PriceInput, productPrices, unitPriceFor } from "./prices.js";

type Json = Record<string, unknown>;

/** The key prefix of memoized values that follow stock (see memoWithStock). */
const STOCK_MEMO = "stock:";

/** A product as listings filter, sort and aggregate it (a variant family is one entry). */
export interface ListingEntry {
  id: string;
  /** The product whose JSON the listing shows (the main variant of a family). */
  displayId: string;
  name: string;
  productNumber: string;
  price: number;
  manufacturerId: string | null;
  optionIds: Set<string>;
  rating: number;
  shippingFree: boolean;
  sales: number;
  releaseDate: string;
  categoryIds: Set<string>;
  searchText: string;
  manufacturerName: string;
}

/** One catalogue product with everything the routes need. */
export interface CatalogueProduct {
  id: string;
  parentId: string | null;
  childCount: number;
  json: Json;
  /** JSON.stringify(json), made once (product detail). */
  text: string;
  /** The lighter listing shape (no gallery, description or properties), serialized once. */
  listingText: string;
  cart: CartProduct;
  prices: PriceInput;
  /** Variant options of a variant (group id → option id). */
  variantOptions: Map<string, string>;
}

/** A media file the media route serves. */
export interface MediaFile {
  id: string;
  fileName: string;
  width: number;
  height: number;
  art: Art;
}

/** A category with its children (ids) and JSON. */
export interface CatalogueCategory {
  id: string;
  parentId: string | null;
  navigation: string;
  position: number;
  level: number;
  name: string;
  type: string;
  cmsPageId: string | null;
  childIds: string[];
  json: Json;
}

interface ProductRow {
  id: string;
  parent_id: string | null;
  product_number: string;
  name: string;
  manufacturer_id: string | null;
  price: string;
  list_price: string | null;
  regulation_price: string | null;
  purchase_unit: string | null;
  reference_unit: string | null;
  unit_id: string | null;
  stock: number;
  available_stock: number;
  is_closeout: boolean;
  min_purchase: number;
  max_purchase: number | null;
  purchase_steps: number;
  shipping_free: boolean;
  delivery_time_id: string | null;
  restock_time: number | null;
  rating_average: string | null;
  sales: number;
  weight: string | null;
  release_date: Date;
  json: Json;
}

const MAX_PURCHASE_DEFAULT = 100;

function withPublicUrl<T>(value: T, publicUrl: string): T {
  return JSON.parse(JSON.stringify(value).replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl)) as T;
}

/**
 * Puts an association on an entity that Criteria filter, sort and aggregate by, but that its JSON does not carry
 * unless asked for (Shopware's product `categories` and `categoriesRo`, the read-only category tree with every
 * ancestor): not enumerable, so no serialization sees it; an `associations` request loads it.
 */
function defineCriteriaField(json: Json, name: string, value: unknown): void {
  Object.defineProperty(json, name, { value, enumerable: false, configurable: true, writable: true });
}

/** The prices the cart reads of a product's price columns (in whichever currency they are). */
function cartPrices(
  input: PriceInput,
): Pick<CartProduct, "unitPrice" | "tierPrices" | "listPrice" | "regulationPrice"> {
  return {
    unitPrice: input.tiers[0]?.price ?? input.price,
    tierPrices: input.tiers.map((tier) => ({
      quantityStart: tier.start,
      quantityEnd: tier.end,
      unitPrice: tier.price,
    })),
    listPrice: input.listPrice,
    regulationPrice: input.regulationPrice,
  };
}

/** The JSON of the known categories among ids. */
function categoryJsons(model: CatalogueReadModel, ids: string[]): Json[] {
  return ids.flatMap((id) => {
    const category = model.categories.get(id);
    return category ? [category.json] : [];
  });
}

/** Writes a product's JSON text (detail) and its lighter listing text. */
function serializeProduct(product: CatalogueProduct): void {
  product.text = JSON.stringify(product.json);
  const { media: _media, description: _description, properties: _properties, ...listing } = product.json;
  const manufacturer = listing.manufacturer as Json | null | undefined;
  product.listingText = JSON.stringify({
    ...listing,
    manufacturer: manufacturer ? { ...manufacturer, media: null } : null,
    translated: { ...(listing.translated as Json), description: null },
  });
}

/**
 * The catalogue in memory, loaded from the database once per app. The catalogue is read-only at run time, so
 * listings filter, sort and aggregate in memory (no database round trip per listing request).
 */
export class CatalogueReadModel {
  readonly products = new Map<string, CatalogueProduct>();
  readonly entries: ListingEntry[] = [];
  readonly families = new Map<string, CatalogueProduct[]>();
  readonly configuratorOptions = new Map<string, string[]>();
  readonly categories = new Map<string, CatalogueCategory>();
  readonly manufacturers = new Map<string, Json>();
  readonly groups = new Map<string, Json & { id: string; position: number; sortingType: string }>();
  readonly options = new Map<
    string,
    Json & { id: string; groupId: string; position: number; name: string }
  >();
  readonly media = new Map<string, MediaFile>();
  readonly crossSellings = new Map<string, { json: Json; kind: string; productIds: string[] }[]>();
  readonly cmsPages = new Map<string, Json>();
  readonly templates = new Map<string, Json>();
  /** Translation patches per language id, by `entity:id` (see seed/translations.ts). */
  readonly translations = new Map<string, Map<string, Json>>();
  /** Own prices per currency id, by product id (products without one are priced with the currency's factor). */
  readonly currencyPrices = new Map<string, Map<string, { price: number; listPrice: number | null }>>();
  private readonly cache = new Map<string, unknown>();

  private constructor(readonly publicUrl: string) {}

  /** Loads the read model from the database. */
  static async load(db: Database, publicUrl: string): Promise<CatalogueReadModel> {
    const model = new CatalogueReadModel(publicUrl);
    const [
      products,
      prices,
      properties,
      variantOptions,
      productCategories,
      categories,
      manufacturers,
      groups,
      options,
      media,
      units,
      taxes,
      crossSellings,
      crossSellingProducts,
      configurator,
      cmsPages,
      templates,
      translations,
      currencyPrices,
    ] = await Promise.all([
      db.query<ProductRow>("select * from product where active order by product_number"),
      db.query<{ product_id: string; quantity_start: number; quantity_end: number | null; price: string }>(
        "select * from product_price order by product_id, quantity_start",
      ),
      db.query<{ product_id: string; option_id: string }>("select * from product_property"),
      db.query<{ product_id: string; option_id: string }>("select * from product_option"),
      db.query<{ product_id: string; category_id: string }>("select * from product_category"),
      db.query<{
        id: string;
        parent_id: string | null;
        navigation: string;
        position: number;
        level: number;
        name: string;
        type: string;
        cms_page_id: string | null;
        json: Json;
      }>("select * from category order by level, position"),
      db.query<{ id: string; json: Json }>("select id, json from product_manufacturer order by name"),
      db.query<{ id: string; json: Json }>("select id, json from property_group order by position"),
      db.query<{ id: string; json: Json }>("select id, json from property_group_option order by position"),
      db.query<{ id: string; file_name: string; width: number; height: number; art: Art }>(
        "select id, file_name, width, height, art from media",
      ),
      db.query<{ id: string; name: string; short_code: string }>("select * from unit"),
      db.query<{ id: string; tax_rate: string }>("select id, tax_rate from tax"),
      db.query<{ id: string; product_id: string; kind: string; json: Json }>(
        "select id, product_id, kind, json from product_cross_selling order by position",
      ),
      db.query<{ cross_selling_id: string; product_id: string }>(
        "select cross_selling_id, product_id from product_cross_selling_product order by position",
      ),
      db.query<{ product_id: string; option_id: string }>(
        "select product_id, option_id from product_configurator_setting order by position",
      ),
      db.query<{ id: string; json: Json }>("select id, json from cms_page"),
      db.query<{ product_id: string; json: Json }>(
        "select product_id, json from customized_products_template",
      ),
      db.query<{ entity: string; id: string; language_id: string; patch: Json }>(
        "select entity, id, language_id, patch from translation",
      ),
      db.query<{ product_id: string; currency_id: string; price: string; list_price: string | null }>(
        "select product_id, currency_id, price, list_price from product_currency_price",
      ),
    ]);
    for (const row of translations.rows) {
      const patches = model.translations.get(row.language_id) ?? new Map<string, Json>();
      patches.set(`${row.entity}:${row.id}`, withPublicUrl(row.patch, publicUrl));
      model.translations.set(row.language_id, patches);
    }
    for (const row of currencyPrices.rows) {
      const prices = model.currencyPrices.get(row.currency_id) ?? new Map();
      prices.set(row.product_id, {
        price: Number(row.price),
        listPrice: row.list_price === null ? null : Number(row.list_price),
      });
      model.currencyPrices.set(row.currency_id, prices);
    }

    for (const row of media.rows) {
      model.media.set(row.id, {
        id: row.id,
        fileName: row.file_name,
        width: row.width,
        height: row.height,
        art: row.art,
      });
    }
    for (const row of manufacturers.rows) model.manufacturers.set(row.id, withPublicUrl(row.json, publicUrl));
    for (const row of groups.rows) {
      model.groups.set(row.id, row.json as Json & { id: string; position: number; sortingType: string });
    }
    for (const row of options.rows) {
      model.options.set(
        row.id,
        withPublicUrl(row.json, publicUrl) as Json & {
          id: string;
          groupId: string;
          position: number;
          name: string;
        },
      );
    }
    for (const row of cmsPages.rows) model.cmsPages.set(row.id, withPublicUrl(row.json, publicUrl));
    for (const row of templates.rows) model.templates.set(row.product_id, withPublicUrl(row.json, publicUrl));

    for (const row of categories.rows) {
      model.categories.set(row.id, {
        id: row.id,
        parentId: row.parent_id,
        navigation: row.navigation,
        position: row.position,
        level: row.level,
        name: row.name,
        type: row.type,
        cmsPageId: row.cms_page_id,
        childIds: [],
        json: withPublicUrl(row.json, publicUrl),
      });
    }
    for (const category of [...model.categories.values()].sort((a, b) => a.position - b.position)) {
      if (category.parentId) model.categories.get(category.parentId)?.childIds.push(category.id);
    }

    const group = <T>(rows: T[], key: (row: T) => string) => {
      const map = new Map<string, T[]>();
      for (const row of rows) {
        const list = map.get(key(row));
        if (list) list.push(row);
        else map.set(key(row), [row]);
      }
      return map;
    };
    const pricesOf = group(prices.rows, (row) => row.product_id);
    const propertiesOf = group(properties.rows, (row) => row.product_id);
    const optionsOf = group(variantOptions.rows, (row) => row.product_id);
    const categoriesOf = group(productCategories.rows, (row) => row.product_id);
    const unitById = new Map(units.rows.map((row) => [row.id, row]));
    const taxRate = Number(taxes.rows[0]?.tax_rate ?? 19);
    for (const row of configurator.rows) {
      const list = model.configuratorOptions.get(row.product_id) ?? [];
      list.push(row.option_id);
      model.configuratorOptions.set(row.product_id, list);
    }

    // Products: prices, availability and the purchase rules are computed from the columns.
    for (const row of products.rows) {
      const unit = row.unit_id ? unitById.get(row.unit_id) : undefined;
      const priceInput: PriceInput = {
        price: Number(row.price),
        listPrice: row.list_price === null ? null : Number(row.list_price),
        regulationPrice: row.regulation_price === null ? null : Number(row.regulation_price),
        taxRate,
        reference:
          unit && row.purchase_unit !== null
            ? {
                purchaseUnit: Number(row.purchase_unit),
                referenceUnit: Number(row.reference_unit ?? 1),
                unitName: unit.name,
              }
            : null,
        tiers: (pricesOf.get(row.id) ?? []).map((tier) => ({
          start: tier.quantity_start,
          end: tier.quantity_end,
          price: Number(tier.price),
        })),
      };
      const maxPurchase = row.max_purchase ?? MAX_PURCHASE_DEFAULT;
      const calculatedMaxPurchase = row.is_closeout
        ? Math.min(maxPurchase, row.available_stock)
        : maxPurchase;
      const available = !row.is_closeout || row.available_stock >= row.min_purchase;
      const json = withPublicUrl(row.json, publicUrl);
      Object.assign(
        json,
        productPrices(priceInput, { price: priceInput.price, hasRange: false, variantId: null }),
        {
          stock: row.stock,
          availableStock: row.available_stock,
          available,
          isCloseout: row.is_closeout,
          restockTime: row.restock_time,
          calculatedMaxPurchase,
        },
      );
      const variantOptionMap = new Map<string, string>();
      for (const option of optionsOf.get(row.id) ?? []) {
        const groupId = model.options.get(option.option_id)?.groupId;
        if (groupId) variantOptionMap.set(groupId, option.option_id);
      }
      const deliveryTime = row.delivery_time_id ? deliveryTimeJson(row.delivery_time_id) : null;
      const cart: CartProduct = {
        id: row.id,
        parentId: row.parent_id,
        productNumber: row.product_number,
        name: row.name,
        taxId: String(json.taxId),
        active: true,
        stock: row.stock,
        availableStock: row.available_stock,
        isCloseout: row.is_closeout,
        minPurchase: row.min_purchase,
        maxPurchase: row.max_purchase,
        purchaseSteps: row.purchase_steps,
        ...cartPrices(priceInput),
        reference: priceInput.reference,
        taxRate,
        shippingFree: row.shipping_free,
        cover: ((json.cover as Json | null)?.media as Json | undefined) ?? null,
        options: ((json.options as Json[] | undefined) ?? []).map((option) => ({
          group: String((option.group as Json | undefined)?.name ?? ""),
          option: String(option.name),
        })),
        deliveryTime: deliveryTime
          ? {
              name: String(deliveryTime.name),
              min: Number(deliveryTime.min),
              max: Number(deliveryTime.max),
              unit: String(deliveryTime.unit),
            }
          : null,
        restockTime: row.restock_time,
        weight: row.weight === null ? null : Number(row.weight),
      };
      const product: CatalogueProduct = {
        id: row.id,
        parentId: row.parent_id,
        childCount: Number(json.childCount ?? 0),
        json,
        text: "",
        listingText: "",
        cart,
        prices: priceInput,
        variantOptions: variantOptionMap,
      };
      model.products.set(row.id, product);
      if (row.parent_id) {
        const family = model.families.get(row.parent_id) ?? [];
        family.push(product);
        model.families.set(row.parent_id, family);
      }
    }

    // A variant family shows its cheapest price with a range; the parent stands for the family in listings.
    for (const [parentId, variants] of model.families) {
      const prices = variants.map((variant) => variant.prices.price);
      const cheapest = variants.reduce((low, variant) =>
        variant.prices.price < low.prices.price ? variant : low,
      );
      const hasRange = Math.min(...prices) !== Math.max(...prices);
      for (const variant of variants) {
        Object.assign(
          variant.json,
          productPrices(variant.prices, { price: cheapest.prices.price, hasRange, variantId: cheapest.id }),
        );
      }
      const parent = model.products.get(parentId);
      if (parent) {
        Object.assign(
          parent.json,
          productPrices(parent.prices, { price: cheapest.prices.price, hasRange, variantId: cheapest.id }),
        );
      }
    }
    for (const product of model.products.values()) serializeProduct(product);

    // Listing entries: standalone products and variant families (shown by their main variant).
    const ancestorsOf = (categoryId: string): string[] => {
      const chain: string[] = [];
      let current = model.categories.get(categoryId);
      while (current) {
        chain.push(current.id);
        current = current.parentId ? model.categories.get(current.parentId) : undefined;
      }
      return chain;
    };
    for (const product of model.products.values()) {
      const parent = product.parentId ? model.products.get(product.parentId) : undefined;
      const direct = (product.json.categoryIds ?? parent?.json.categoryIds ?? []) as string[];
      const tree = new Set(direct.flatMap(ancestorsOf));
      defineCriteriaField(product.json, "categories", categoryJsons(model, direct));
      defineCriteriaField(product.json, "categoriesRo", categoryJsons(model, [...tree]));
    }
    for (const row of products.rows) {
      if (row.parent_id) continue;
      const product = model.products.get(row.id) as CatalogueProduct;
      const variants = model.families.get(row.id) ?? [];
      const main = model.mainVariant(row.id) ?? product;
      const optionIds = new Set<string>((propertiesOf.get(row.id) ?? []).map((entry) => entry.option_id));
      for (const variant of variants) {
        for (const option of optionsOf.get(variant.id) ?? []) optionIds.add(option.option_id);
      }
      const categoryIds = new Set<string>();
      for (const entry of categoriesOf.get(row.id) ?? [])
        for (const id of ancestorsOf(entry.category_id)) categoryIds.add(id);
      const manufacturer = row.manufacturer_id ? model.manufacturers.get(row.manufacturer_id) : undefined;
      const optionNames = [...optionIds].map((id) => model.options.get(id)?.name ?? "").join(" ");
      model.entries.push({
        id: row.id,
        displayId: main.id,
        name: row.name,
        productNumber: row.product_number,
        // The cheapest price (variants and tier prices included): Shopware sorts and filters by it.
        price: Number((main.json.calculatedCheapestPrice as Json).unitPrice),
        manufacturerId: row.manufacturer_id,
        optionIds,
        rating: row.rating_average === null ? 0 : Number(row.rating_average),
        shippingFree: row.shipping_free,
        sales: row.sales + variants.reduce((sum, variant) => sum + Number(variant.json.sales ?? 0), 0),
        releaseDate: new Date(row.release_date).toISOString(),
        categoryIds,
        // German names too: a search finds a product by its name in either language.
        searchText: `${row.name} ${row.product_number} ${String(manufacturer?.name ?? "")} ${optionNames} ${[
          ...model.translations.values(),
        ]
          .map((patches) =>
            [
              patches.get(`product:${row.id}`)?.name,
              ...[...optionIds].map((id) => patches.get(`property_group_option:${id}`)?.name),
            ].join(" "),
          )
          .join(" ")}`.toLowerCase(),
        manufacturerName: String(manufacturer?.name ?? ""),
      });
    }

    for (const row of crossSellings.rows) {
      const list = model.crossSellings.get(row.product_id) ?? [];
      list.push({
        json: row.json,
        kind: row.kind,
        productIds: crossSellingProducts.rows
          .filter((entry) => entry.cross_selling_id === row.id)
          .map((entry) => entry.product_id),
      });
      model.crossSellings.set(row.product_id, list);
    }
    return model;
  }

  /** The variant a family parent stands for: the first one that can be bought, else the first one. */
  mainVariant(parentId: string): CatalogueProduct | undefined {
    const variants = this.families.get(parentId);
    if (!variants?.length) return undefined;
    return variants.find((variant) => variant.cart.availableStock >= variant.cart.minPurchase) ?? variants[0];
  }

  /** A product in the Store API shape, or undefined. */
  productJson(id: string): Json | undefined {
    return this.products.get(id)?.json;
  }

  /** What the cart needs to know about a product, or undefined. */
  cartProduct(id: string): CartProduct | undefined {
    const product = this.products.get(id);
    // A family parent is not buyable; only its variants are.
    if (!product || product.childCount > 0) return undefined;
    return product.cart;
  }

  /** Changes a product's stock (an order took pieces): cart rules, product JSON and listing JSON follow. */
  applyStock(id: string, stock: number, availableStock: number): void {
    const product = this.products.get(id);
    if (!product) return;
    const cart = product.cart;
    cart.stock = stock;
    cart.availableStock = availableStock;
    const maxPurchase = cart.maxPurchase ?? MAX_PURCHASE_DEFAULT;
    Object.assign(product.json, {
      stock,
      availableStock,
      available: !cart.isCloseout || availableStock >= cart.minPurchase,
      calculatedMaxPurchase: cart.isCloseout ? Math.min(maxPurchase, availableStock) : maxPurchase,
    });
    serializeProduct(product);
    for (const key of this.cache.keys()) if (key.startsWith(STOCK_MEMO)) this.cache.delete(key);
  }

  /** A CalculatedPrice for a product at a quantity (tier prices apply). */
  priceFor(product: CatalogueProduct, quantity: number): Json {
    return calculatedPrice(product.prices, unitPriceFor(product.prices, quantity), quantity);
  }

  /** The translation patch of an entity in a language (undefined: no translation, the system language applies). */
  translationPatch(languageId: string, entity: string, id: string): Json | undefined {
    return this.translations.get(languageId)?.get(`${entity}:${id}`);
  }

  /** An entity's name in a language, falling back to the system language's. */
  nameIn(languageId: string, entity: string, id: string, fallback: string): string {
    const name = this.translationPatch(languageId, entity, id)?.name;
    return typeof name === "string" ? name : fallback;
  }

  /** A product's price columns in a currency: its own price there, else the default currency's times the factor. */
  priceInputIn(product: CatalogueProduct, currency: ShopCurrency): PriceInput {
    if (currency.factor === 1 && !this.currencyPrices.has(currency.id)) return product.prices;
    const own = this.currencyPrices.get(currency.id)?.get(product.id);
    const convert = (value: number) => convertPrice(value, currency);
    const base = product.prices;
    // Tier prices follow the own price's ratio (or the factor).
    const tierRatio = own ? own.price / base.price : null;
    return {
      ...base,
      price: own?.price ?? convert(base.price),
      listPrice: own ? own.listPrice : base.listPrice === null ? null : convert(base.listPrice),
      regulationPrice: base.regulationPrice === null ? null : convert(base.regulationPrice),
      tiers: base.tiers.map((tier) => ({
        ...tier,
        price: tierRatio ? mathRound(tier.price * tierRatio, currency.itemRounding) : convert(tier.price),
      })),
    };
  }

  /** calculatedPrice, calculatedPrices and calculatedCheapestPrice of a product in a currency. */
  pricesIn(id: string, currency: ShopCurrency): Json | undefined {
    return this.memo(`prices:${currency.id}:${id}`, () => {
      const product = this.products.get(id);
      if (!product) return undefined;
      const input = this.priceInputIn(product, currency);
      let cheapest: { price: number; hasRange: boolean; variantId: string | null } = {
        price: input.price,
        hasRange: false,
        variantId: null,
      };
      const family = this.families.get(product.parentId ?? product.id);
      if (family?.length) {
        const prices = family.map((variant) => ({
          variant,
          price: this.priceInputIn(variant, currency).price,
        }));
        const low = prices.reduce((best, entry) => (entry.price < best.price ? entry : best));
        const all = prices.map((entry) => entry.price);
        cheapest = {
          price: low.price,
          hasRange: Math.min(...all) !== Math.max(...all),
          variantId: low.variant.id,
        };
      }
      return productPrices(input, cheapest);
    });
  }

  /**
   * What the cart needs to know about a product in a currency and language: prices in that currency, the name
   * and variant options in that language (Shopware's ProductCartProcessor labels the line item anew).
   */
  cartProductIn(id: string, currencyId: string, languageId: string): CartProduct | undefined {
    const base = this.cartProduct(id);
    const product = this.products.get(id);
    if (!base || !product) return base;
    const currency = currencyOf(currencyId);
    const translated = this.translations.has(languageId);
    if (currency.factor === 1 && !this.currencyPrices.has(currency.id) && !translated) return base;
    const input = this.priceInputIn(product, currency);
    const options = (product.json.options as Json[] | undefined) ?? [];
    return {
      ...base,
      name: this.nameIn(languageId, "product", id, base.name),
      ...cartPrices(input),
      deliveryTime:
        base.deliveryTime && typeof product.json.deliveryTimeId === "string"
          ? {
              ...base.deliveryTime,
              name: this.nameIn(
                languageId,
                "delivery_time",
                product.json.deliveryTimeId,
                base.deliveryTime.name,
              ),
            }
          : base.deliveryTime,
      options: translated
        ? options.map((option) => {
            const group = option.group as Json | undefined;
            return {
              group: this.nameIn(languageId, "property_group", String(group?.id), String(group?.name ?? "")),
              option: this.nameIn(
                languageId,
                "property_group_option",
                String(option.id),
                String(option.name),
              ),
            };
          })
        : base.options,
    };
  }

  /**
   * Listing entries in a language and currency: the name in that language (name sortings), the cheapest price in
   * that currency (price filter, sortings and aggregation). The system language in the default currency: the
   * entries as they are. `key` tells the memoized listings apart.
   */
  localEntries(
    entries: ListingEntry[],
    languageId: string,
    currencyId: string,
  ): { entries: ListingEntry[]; key: string } | undefined {
    const currency = currencyOf(currencyId);
    const translated = this.translations.has(languageId);
    const repriced = currency.id !== SALES_CHANNEL.currencyId;
    if (!translated && !repriced) return undefined;
    const key = `:${translated ? languageId : ""}:${repriced ? currency.id : ""}`;
    const local = this.memo(`local-entries${key}`, () => new Map<string, ListingEntry>());
    return {
      key,
      entries: entries.map((entry) => {
        let found = local.get(entry.id);
        if (!found) {
          const prices = repriced ? this.pricesIn(entry.displayId, currency) : undefined;
          const cheapest = prices?.calculatedCheapestPrice as Json | undefined;
          found = {
            ...entry,
            name: translated ? this.nameIn(languageId, "product", entry.id, entry.name) : entry.name,
            price: cheapest ? Number(cheapest.unitPrice) : entry.price,
          };
          local.set(entry.id, found);
        }
        return found;
      }),
    };
  }

  /** The ids of the navigation roots, by alias or id. */
  resolveCategoryId(idOrAlias: string): string | undefined {
    const aliases: Record<string, string> = {
      "main-navigation": NAVIGATION_IDS.main,
      home: NAVIGATION_IDS.main,
      "footer-navigation": NAVIGATION_IDS.footer,
      "service-navigation": NAVIGATION_IDS.service,
    };
    const id = aliases[idOrAlias] ?? idOrAlias;
    return this.categories.has(id) ? id : undefined;
  }

  /** Memoizes work that does not depend on the request (aggregations of a category, search matches). */
  memo<T>(key: string, compute: () => T): T {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const value = compute();
    if (this.cache.size > 2000) this.cache.clear();
    this.cache.set(key, value);
    return value;
  }

  /**
   * Memoizes work that reads products' stock too (a product answer with its variants and cross-sellings, listing
   * products shaped by includes): kept until an order changes any product's stock (`applyStock`).
   */
  memoWithStock<T>(key: string, compute: () => T): T {
    return this.memo(`${STOCK_MEMO}${key}`, compute);
  }
}
