import { type Art, mediaJson, ORIGINAL_SIZE, type Shape } from "../catalog/media.js";
import type { Queryable } from "../db/database.js";
import {
  ADJECTIVES,
  COLOURS,
  FOOTER_NAVIGATION,
  type LeafSpec,
  MAIN_NAVIGATION,
  MANUFACTURERS,
  MATERIALS,
  SERVICE_NAVIGATION,
  SIZES,
} from "./catalogue.data.js";
import { customizedTemplate } from "./customized.js";
import { insertRows, SEED_TIME } from "./db.js";
import {
  CUSTOMIZED_TEMPLATE_ID,
  DELIVERY_TIME_IDS,
  DEMO_PRODUCT_IDS,
  idFor,
  NAVIGATION_IDS,
  TAX_IDS,
} from "./ids.js";
import { CATALOGUE_SEED, SeededRandom } from "./random.js";
import { deliveryTimeJson } from "./reference.js";

type Row = Record<string, unknown>;
type Json = Record<string, unknown>;

const SEED_DAY = Date.parse("2026-01-01T00:00:00Z");

/** The manufacturers that make products of a leaf's top-level category. */
function manufacturersOf(leaf: LeafSpec): typeof MANUFACTURERS {
  const branch = MAIN_NAVIGATION.find((candidate) => candidate.leaves.includes(leaf));
  const makers = MANUFACTURERS.filter((manufacturer) => branch && manufacturer.branches.includes(branch.key));
  return makers.length > 0 ? makers : MANUFACTURERS;
}

/** Ids of the property groups (stable, derived from their keys). */
export const PROPERTY_GROUP_IDS = {
  colour: idFor("property-group:colour"),
  size: idFor("property-group:size"),
  material: idFor("property-group:material"),
} as const;

/** Id of a property option. */
export function optionId(group: "colour" | "size" | "material", key: string): string {
  return idFor(`property-option:${group}:${key.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`);
}

/** Id of a category of the main navigation by its key (e.g. "t-shirts"). */
export function categoryId(key: string): string {
  return idFor(`category:${key}`);
}

/** Units for reference prices. */
const UNITS = {
  litre: { id: idFor("unit:litre"), name: "Litre", shortCode: "l" },
  kilogram: { id: idFor("unit:kilogram"), name: "Kilogram", shortCode: "kg" },
} as const;

const round2 = (value: number) => Math.round(value * 100) / 100;
const price99 = (value: number) => Math.max(0.99, Math.floor(value) + 0.99);

/** Everything the catalogue seed inserts, built in memory first (deterministic). */
export interface CatalogueRows {
  media: Row[];
  cmsPages: Row[];
  categories: Row[];
  units: Row[];
  manufacturers: Row[];
  groups: Row[];
  options: Row[];
  products: Row[];
  prices: Row[];
  productCategories: Row[];
  productProperties: Row[];
  productOptions: Row[];
  configuratorSettings: Row[];
  productMedia: Row[];
  reviews: Row[];
  crossSellings: Row[];
  crossSellingProducts: Row[];
  templates: Row[];
}

interface MediaSpec {
  id: string;
  fileName: string;
  width: number;
  height: number;
  alt: string;
  art: Art;
}

interface ProductSpec {
  id: string;
  parentId: string | null;
  number: string;
  name: string;
  description: string;
  leaf: LeafSpec;
  categoryIds: string[];
  manufacturerKey: string;
  price: number;
  listPrice: number | null;
  tiers: { start: number; end: number | null; price: number }[];
  reference: { unit: keyof typeof UNITS; purchaseUnit: number } | null;
  stock: number;
  isCloseout: boolean;
  minPurchase: number;
  maxPurchase: number | null;
  purchaseSteps: number;
  shippingFree: boolean;
  deliveryTimeId: string;
  restockTime: number | null;
  rating: number | null;
  reviewCount: number;
  sales: number;
  weight: number;
  releaseDays: number;
  colourKeys: string[];
  materialKeys: string[];
  /** Variant options (colour key, size) for variants. */
  variantOptions: { colour?: string; size?: string } | null;
  media: MediaSpec[];
  shape: Shape;
  markAsTopseller: boolean;
  extensions?: Json;
  childCount: number;
}

function colourOf(key: string): string {
  const colour = COLOURS.find((entry) => entry.key === key);
  return colour?.hex ?? colour?.pattern?.[1] ?? "#888888";
}

function mediaRow(spec: MediaSpec): Row {
  return {
    id: spec.id,
    file_name: spec.fileName,
    mime_type: "image/svg+xml",
    width: spec.width,
    height: spec.height,
    alt: spec.alt,
    title: spec.alt,
    art: spec.art,
  };
}

function mediaOf(spec: MediaSpec): Json {
  return mediaJson({
    id: spec.id,
    file_name: spec.fileName,
    width: spec.width,
    height: spec.height,
    alt: spec.alt,
    title: spec.alt,
  });
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function productImages(
  key: string,
  name: string,
  shape: Shape,
  colour: string,
  background: [string, string],
  count: number,
): MediaSpec[] {
  const angles = [0, -8, 8];
  return Array.from({ length: count }, (_, index) => ({
    id: idFor(`media:${key}:${index}`),
    fileName: `${slug(name)}-${index + 1}`,
    width: ORIGINAL_SIZE,
    height: ORIGINAL_SIZE,
    alt: index === 0 ? name : `${name}, view ${index + 1}`,
    art: {
      kind: "product",
      shape,
      color: colour,
      background: index === 2 ? [background[1], background[0]] : background,
      angle: angles[index] ?? 0,
      label: name,
    },
  }));
}

function description(
  random: SeededRandom,
  name: string,
  leaf: LeafSpec,
  material: string | undefined,
): string {
  const openings = [
    `The ${name} is made for everyday use and built to last.`,
    `Meet the ${name}: simple, well made and easy to live with.`,
    `With the ${name} we kept what matters and left out the rest.`,
  ];
  const middles = [
    `Designed in small batches${material ? ` from ${material.toLowerCase()}` : ""}, it ages well and is easy to care for.`,
    `Every detail was tested by our team${material ? `; the ${material.toLowerCase()} feels good from day one` : ""}.`,
    `It fits right into the ${leaf.name.toLowerCase()} you already love${material ? ` and its ${material.toLowerCase()} is responsibly sourced` : ""}.`,
  ];
  const features = [
    "Responsibly sourced materials",
    "Two-year guarantee",
    "Plastic-free packaging",
    "Repair service",
  ];
  return `<p>${random.pick(openings)} ${random.pick(middles)}</p><ul>${random
    .sample(features, 3)
    .map((feature) => `<li>${feature}</li>`)
    .join("")}</ul>`;
}

/** Builds the whole catalogue (no database access): same seed, same rows. */
export function buildCatalogue(): CatalogueRows {
  const random = new SeededRandom(CATALOGUE_SEED);
  const rows: CatalogueRows = {
    media: [],
    cmsPages: [],
    categories: [],
    units: Object.values(UNITS).map((unit) => ({ id: unit.id, name: unit.name, short_code: unit.shortCode })),
    manufacturers: [],
    groups: [],
    options: [],
    products: [],
    prices: [],
    productCategories: [],
    productProperties: [],
    productOptions: [],
    configuratorSettings: [],
    productMedia: [],
    reviews: [],
    crossSellings: [],
    crossSellingProducts: [],
    templates: [],
  };

  // Manufacturers with a logo.
  for (const manufacturer of MANUFACTURERS) {
    const media: MediaSpec = {
      id: idFor(`media:manufacturer:${manufacturer.key}`),
      fileName: `logo-${manufacturer.key}`,
      width: 1000,
      height: 500,
      alt: `${manufacturer.name} logo`,
      art: { kind: "logo", text: manufacturer.name, color: manufacturer.color },
    };
    rows.media.push(mediaRow(media));
    const id = idFor(`manufacturer:${manufacturer.key}`);
    rows.manufacturers.push({
      id,
      name: manufacturer.name,
      link: manufacturer.link,
      media_id: media.id,
      json: {
        id,
        versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
        name: manufacturer.name,
        link: manufacturer.link,
        description: `${manufacturer.name} makes durable goods in small series.`,
        mediaId: media.id,
        media: mediaOf(media),
        customFields: null,
        createdAt: SEED_TIME,
        updatedAt: null,
        translated: {
          name: manufacturer.name,
          description: `${manufacturer.name} makes durable goods in small series.`,
        },
        apiAlias: "product_manufacturer",
      },
    });
  }

  // Property groups and options.
  const groups = [
    { key: "colour" as const, name: "Colour", displayType: "color", sortingType: "position", position: 1 },
    { key: "size" as const, name: "Size", displayType: "text", sortingType: "position", position: 2 },
    {
      key: "material" as const,
      name: "Material",
      displayType: "text",
      sortingType: "alphanumeric",
      position: 3,
    },
  ];
  for (const group of groups) {
    const id = PROPERTY_GROUP_IDS[group.key];
    rows.groups.push({
      id,
      name: group.name,
      display_type: group.displayType,
      sorting_type: group.sortingType,
      position: group.position,
      filterable: true,
      json: {
        id,
        name: group.name,
        description: null,
        displayType: group.displayType,
        sortingType: group.sortingType,
        filterable: true,
        visibleOnProductDetailPage: true,
        position: group.position,
        customFields: null,
        createdAt: SEED_TIME,
        updatedAt: null,
        translated: { name: group.name, description: null, position: group.position, customFields: {} },
        apiAlias: "property_group",
      },
    });
  }
  const addOption = (
    group: "colour" | "size" | "material",
    key: string,
    name: string,
    position: number,
    hex?: string,
    media?: MediaSpec,
  ) => {
    const id = optionId(group, key);
    if (media) rows.media.push(mediaRow(media));
    rows.options.push({
      id,
      group_id: PROPERTY_GROUP_IDS[group],
      name,
      position,
      color_hex_code: hex ?? null,
      media_id: media?.id ?? null,
      json: {
        id,
        groupId: PROPERTY_GROUP_IDS[group],
        name,
        position,
        colorHexCode: hex ?? null,
        mediaId: media?.id ?? null,
        media: media ? mediaOf(media) : null,
        customFields: null,
        createdAt: SEED_TIME,
        updatedAt: null,
        translated: { name, position, customFields: {} },
        apiAlias: "property_group_option",
      },
    });
  };
  COLOURS.forEach((colour, index) => {
    const media = colour.pattern
      ? {
          id: idFor(`media:swatch:${colour.key}`),
          fileName: `swatch-${colour.key}`,
          width: 400,
          height: 400,
          alt: colour.name,
          art: {
            kind: "swatch" as const,
            pattern: colour.pattern[0],
            colors: [colour.pattern[1], colour.pattern[2]],
          },
        }
      : undefined;
    addOption("colour", colour.key, colour.name, index + 1, colour.hex, media);
  });
  SIZES.forEach((size, index) => {
    addOption("size", size, size, index + 1);
  });
  MATERIALS.forEach((material, index) => {
    addOption("material", material, material, index + 1);
  });

  // CMS pages: the default listing page, and the "Stories" landing page with a YouTube video.
  const listingPageId = idFor("cms:listing");
  const storiesPageId = idFor("cms:stories");
  const storiesBanner: MediaSpec = {
    id: idFor("media:stories-banner"),
    fileName: "stories-banner",
    width: 2400,
    height: 1000,
    alt: "Behind the seams: how our products are made",
    art: { kind: "banner", title: "Behind the seams", colors: ["#22356f", "#1f6f8b"] },
  };
  rows.media.push(mediaRow(storiesBanner));
  rows.cmsPages.push(
    cmsListingPage(listingPageId),
    cmsStoriesPage(storiesPageId, storiesBanner),
    cmsProductDetailPage(PRODUCT_DETAIL_PAGE_ID),
  );
  // The home page and the "Summer edit" landing page are built after the products (their sliders list products).
  const homePageId = idFor("cms:home");
  const homeBanner: MediaSpec = {
    id: idFor("media:home-hero"),
    fileName: "home-hero",
    width: 1600,
    height: 1000,
    alt: "Well-made things for every day",
    art: { kind: "banner", title: "New season", colors: ["#7a3e1d", "#c0692b"] },
  };
  const summerBanner: MediaSpec = {
    id: idFor("media:summer-banner"),
    fileName: "summer-banner",
    width: 2400,
    height: 800,
    alt: "The summer edit: light things for long days",
    art: { kind: "banner", title: "The summer edit", colors: ["#1f6f5b", "#4aa37f"] },
  };
  rows.media.push(mediaRow(homeBanner), mediaRow(summerBanner));

  // Categories: main navigation (root + branches + leaves), footer and service navigation.
  const categoryRow = (spec: {
    id: string;
    parentId: string | null;
    navigation: string;
    position: number;
    level: number;
    name: string;
    breadcrumb: string[];
    path: string | null;
    type?: string;
    cmsPageId?: string | null;
    description?: string;
    mediaId?: string | null;
    linkType?: string | null;
    childCount: number;
    afterId?: string | null;
  }): Row => ({
    id: spec.id,
    parent_id: spec.parentId,
    navigation: spec.navigation,
    position: spec.position,
    level: spec.level,
    name: spec.name,
    type: spec.type ?? "page",
    cms_page_id: spec.cmsPageId ?? null,
    json: {
      id: spec.id,
      versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
      parentId: spec.parentId,
      afterCategoryId: spec.afterId ?? null,
      mediaId: spec.mediaId ?? null,
      displayNestedProducts: true,
      breadcrumb: spec.breadcrumb,
      level: spec.level,
      path: spec.path,
      childCount: spec.childCount,
      visibleChildCount: spec.childCount,
      type: spec.type ?? "page",
      productAssignmentType: "product",
      visible: true,
      active: true,
      name: spec.name,
      customFields: null,
      linkType: spec.linkType ?? null,
      internalLink: null,
      externalLink: null,
      linkNewTab: false,
      description: spec.description ?? null,
      metaTitle: null,
      metaDescription: spec.description ?? null,
      keywords: null,
      cmsPageId: spec.cmsPageId ?? null,
      cmsPageIdSwitched: false,
      seoUrl: null,
      createdAt: SEED_TIME,
      updatedAt: null,
      translated: {
        name: spec.name,
        breadcrumb: spec.breadcrumb,
        description: spec.description ?? null,
        metaDescription: spec.description ?? null,
        linkType: spec.linkType ?? null,
        customFields: {},
      },
      children: [],
      apiAlias: "category",
    },
  });

  rows.categories.push(
    categoryRow({
      id: NAVIGATION_IDS.main,
      parentId: null,
      navigation: "main",
      position: 0,
      level: 1,
      name: "Home",
      breadcrumb: ["Home"],
      path: null,
      cmsPageId: homePageId,
      childCount: MAIN_NAVIGATION.length + 1,
      description: "Welcome to the Vitrine demo shop.",
    }),
  );
  const leafCategories: { leaf: LeafSpec; id: string; branchId: string }[] = [];
  MAIN_NAVIGATION.forEach((branch, branchIndex) => {
    const branchId = categoryId(branch.key);
    rows.categories.push(
      categoryRow({
        id: branchId,
        parentId: NAVIGATION_IDS.main,
        navigation: "main",
        position: branchIndex + 1,
        level: 2,
        name: branch.name,
        breadcrumb: ["Home", branch.name],
        path: `|${NAVIGATION_IDS.main}|`,
        cmsPageId: listingPageId,
        childCount: branch.leaves.length,
        description: branch.description,
        afterId:
          branchIndex > 0 ? categoryId((MAIN_NAVIGATION[branchIndex - 1] as { key: string }).key) : null,
      }),
    );
    branch.leaves.forEach((leaf, leafIndex) => {
      const id = categoryId(leaf.key);
      leafCategories.push({ leaf, id, branchId });
      rows.categories.push(
        categoryRow({
          id,
          parentId: branchId,
          navigation: "main",
          position: leafIndex + 1,
          level: 3,
          name: leaf.name,
          breadcrumb: ["Home", branch.name, leaf.name],
          path: `|${NAVIGATION_IDS.main}|${branchId}|`,
          // One category has no layout: the storefront shows Shopware's standard listing for it (issue 44.9).
          cmsPageId: leaf.key === CATEGORY_WITHOUT_LAYOUT ? null : listingPageId,
          childCount: 0,
          description: `${leaf.name} from ${branch.name.toLowerCase()}.`,
          afterId: leafIndex > 0 ? categoryId((branch.leaves[leafIndex - 1] as LeafSpec).key) : null,
        }),
      );
    });
  });
  const storiesId = categoryId("stories");
  rows.categories.push(
    categoryRow({
      id: storiesId,
      parentId: NAVIGATION_IDS.main,
      navigation: "main",
      position: MAIN_NAVIGATION.length + 1,
      level: 2,
      name: "Stories",
      breadcrumb: ["Home", "Stories"],
      path: `|${NAVIGATION_IDS.main}|`,
      type: "page",
      cmsPageId: storiesPageId,
      mediaId: storiesBanner.id,
      childCount: 0,
      description: "Behind the seams: a video about how our products are made.",
      afterId: categoryId((MAIN_NAVIGATION[MAIN_NAVIGATION.length - 1] as { key: string }).key),
    }),
  );

  rows.categories.push(
    categoryRow({
      id: NAVIGATION_IDS.footer,
      parentId: null,
      navigation: "footer",
      position: 0,
      level: 1,
      name: "Footer",
      breadcrumb: ["Footer"],
      path: null,
      type: "folder",
      childCount: FOOTER_NAVIGATION.length,
    }),
  );
  FOOTER_NAVIGATION.forEach((column, columnIndex) => {
    const columnId = categoryId(`footer:${column.key}`);
    rows.categories.push(
      categoryRow({
        id: columnId,
        parentId: NAVIGATION_IDS.footer,
        navigation: "footer",
        position: columnIndex + 1,
        level: 2,
        name: column.name,
        breadcrumb: ["Footer", column.name],
        path: `|${NAVIGATION_IDS.footer}|`,
        type: "folder",
        childCount: column.children.length,
      }),
    );
    column.children.forEach((name, index) => {
      rows.categories.push(
        categoryRow({
          id: categoryId(`footer:${column.key}:${slug(name)}`),
          parentId: columnId,
          navigation: "footer",
          position: index + 1,
          level: 3,
          name,
          breadcrumb: ["Footer", column.name, name],
          path: `|${NAVIGATION_IDS.footer}|${columnId}|`,
          childCount: 0,
          description: `${name}: everything you need to know.`,
        }),
      );
    });
  });
  rows.categories.push(
    categoryRow({
      id: NAVIGATION_IDS.service,
      parentId: null,
      navigation: "service",
      position: 0,
      level: 1,
      name: "Service",
      breadcrumb: ["Service"],
      path: null,
      type: "folder",
      childCount: SERVICE_NAVIGATION.length,
    }),
  );
  SERVICE_NAVIGATION.forEach((name, index) => {
    rows.categories.push(
      categoryRow({
        id: categoryId(`service:${slug(name)}`),
        parentId: NAVIGATION_IDS.service,
        navigation: "service",
        position: index + 1,
        level: 2,
        name,
        breadcrumb: ["Service", name],
        path: `|${NAVIGATION_IDS.service}|`,
        childCount: 0,
        description: `${name}: everything you need to know.`,
      }),
    );
  });

  // Products.
  const specs: ProductSpec[] = [];
  let productNumber = 10000;
  const nextNumber = () => `VT-${++productNumber}`;
  const usedNames = new Set<string>();
  const deliveryTimes = [
    DELIVERY_TIME_IDS.oneToThreeDays,
    DELIVERY_TIME_IDS.oneToThreeDays,
    DELIVERY_TIME_IDS.oneToThreeDays,
    DELIVERY_TIME_IDS.twoToFiveDays,
    DELIVERY_TIME_IDS.twoToFiveDays,
    DELIVERY_TIME_IDS.oneToTwoWeeks,
  ];
  const solidColours = COLOURS.filter((colour) => colour.hex).map((colour) => colour.key);
  const allColours = COLOURS.map((colour) => colour.key);

  const baseSpec = (leaf: LeafSpec, categoryIdOfLeaf: string, name: string, key: string): ProductSpec => {
    const material = leaf.materials.length ? random.pick(leaf.materials) : undefined;
    const colourKeys = leaf.colours
      ? random.sample(random.chance(0.2) ? allColours : solidColours, random.int(1, 2))
      : [];
    const primaryColour = colourKeys[0]
      ? colourOf(colourKeys[0])
      : leaf.key === "coffee"
        ? "#6b4226"
        : "#8a8f99";
    const price = price99(leaf.price[0] + random.next() * (leaf.price[1] - leaf.price[0]));
    const hasList = random.chance(0.3);
    const hasTiers = random.chance(0.15);
    const rating = random.chance(0.8) ? Math.round((2.5 + random.next() * 2.5) * 10) / 10 : null;
    const stock = random.chance(0.06) ? 0 : random.int(3, 240);
    const packOfSix = leaf.key === "bottles" && random.chance(0.3);
    const referenceAmount = leaf.reference ? random.pick(leaf.reference.amounts) : null;
    return {
      id: idFor(`product:${key}`),
      parentId: null,
      number: nextNumber(),
      name,
      description: description(random, name, leaf, material),
      leaf,
      categoryIds: [categoryIdOfLeaf],
      manufacturerKey: (random.pick(manufacturersOf(leaf)) as { key: string }).key,
      price,
      listPrice: hasList ? price99(price * (1.15 + random.next() * 0.35)) : null,
      tiers: hasTiers
        ? [
            { start: 1, end: 4, price },
            { start: 5, end: 9, price: round2(price * 0.95) },
            { start: 10, end: null, price: round2(price * 0.9) },
          ]
        : [],
      reference:
        leaf.reference && referenceAmount
          ? { unit: leaf.reference.unit === "litre" ? "litre" : "kilogram", purchaseUnit: referenceAmount }
          : null,
      stock,
      isCloseout: stock > 0 && random.chance(0.05),
      minPurchase: packOfSix ? 6 : 1,
      maxPurchase: packOfSix ? 48 : random.chance(0.1) ? 5 : null,
      purchaseSteps: packOfSix ? 6 : 1,
      shippingFree: price >= 100 || random.chance(0.15),
      deliveryTimeId: random.pick(deliveryTimes),
      restockTime: stock === 0 ? random.int(3, 14) : random.chance(0.3) ? random.int(2, 10) : null,
      rating,
      reviewCount: rating === null ? 0 : random.int(1, 60),
      sales: random.int(0, 900),
      weight: round2(0.1 + random.next() * 3),
      releaseDays: random.int(0, 700),
      colourKeys,
      materialKeys: material ? [material] : [],
      variantOptions: null,
      media: productImages(key, name, leaf.shape, primaryColour, leaf.background, random.int(2, 3)),
      shape: leaf.shape,
      markAsTopseller: random.chance(0.08),
      childCount: 0,
    };
  };

  for (const { leaf, id } of leafCategories) {
    for (let index = 0; index < leaf.count; index++) {
      let name = "";
      for (let attempt = 0; attempt < 20 && (!name || usedNames.has(name)); attempt++) {
        name = `${random.pick(ADJECTIVES)} ${random.pick(leaf.nouns)}`;
      }
      if (usedNames.has(name)) name = `${name} ${index + 2}`;
      usedNames.add(name);
      specs.push(baseSpec(leaf, id, name, `${leaf.key}:${index}`));
    }
  }

  const leafOf = (key: string) => {
    const found = leafCategories.find((entry) => entry.leaf.key === key);
    if (!found) throw new Error(`unknown leaf ${key}`);
    return found;
  };

  // Variant families (colour × size): a parent and one variant per combination.
  const variantFamily = (options: {
    key: string;
    parentId: string;
    leafKey: string;
    name: string;
    colours: string[];
    sizes: string[];
    price: number;
    special: Record<string, { id: string; stock: number; isCloseout: boolean; restockTime: number | null }>;
  }) => {
    const { leaf, id: leafCategoryId } = leafOf(options.leafKey);
    const parent = baseSpec(leaf, leafCategoryId, options.name, options.key);
    parent.id = options.parentId;
    parent.price = options.price;
    parent.listPrice = null;
    parent.tiers = [];
    parent.colourKeys = [];
    parent.materialKeys = ["Cotton"];
    parent.isCloseout = false;
    parent.minPurchase = 1;
    parent.maxPurchase = null;
    parent.purchaseSteps = 1;
    parent.childCount = options.colours.length * options.sizes.length;
    parent.media = productImages(
      options.key,
      options.name,
      leaf.shape,
      colourOf(options.colours[0] as string),
      leaf.background,
      3,
    );
    specs.push(parent);
    for (const colour of options.colours) {
      const colourName = COLOURS.find((entry) => entry.key === colour)?.name ?? colour;
      const images = productImages(
        `${options.key}:${colour}`,
        `${options.name} ${colourName}`,
        leaf.shape,
        colourOf(colour),
        leaf.background,
        2,
      );
      for (const size of options.sizes) {
        const special = options.special[`${colour}/${size}`];
        const variant: ProductSpec = {
          ...parent,
          id: special?.id ?? idFor(`variant:${options.key}:${colour}:${size}`),
          parentId: parent.id,
          number: `${parent.number}.${colour.slice(0, 3).toUpperCase()}-${size}`,
          name: options.name,
          price: size === "XL" || size === "XXL" ? round2(options.price + 2) : options.price,
          stock: special ? special.stock : random.int(4, 80),
          isCloseout: special?.isCloseout ?? false,
          restockTime: special ? special.restockTime : random.chance(0.5) ? random.int(3, 10) : null,
          colourKeys: [],
          variantOptions: { colour, size },
          media: images,
          childCount: 0,
          sales: random.int(0, 300),
        };
        specs.push(variant);
      }
    }
  };
  variantFamily({
    key: "essential-tee",
    parentId: DEMO_PRODUCT_IDS.variantParent,
    leafKey: "t-shirts",
    name: "Essential Organic Tee",
    colours: ["ocean", "graphite", "sand", "coral"],
    sizes: ["S", "M", "L", "XL"],
    price: 24.99,
    special: {
      "graphite/XL": { id: DEMO_PRODUCT_IDS.closeoutVariant, stock: 0, isCloseout: true, restockTime: null },
      "ocean/S": { id: DEMO_PRODUCT_IDS.restockVariant, stock: 0, isCloseout: false, restockTime: 5 },
    },
  });
  variantFamily({
    key: "harbour-hoodie",
    parentId: idFor("product:harbour-hoodie"),
    leafKey: "hoodies",
    name: "Harbour Hoodie",
    colours: ["forest", "navy", "snow"],
    sizes: ["S", "M", "L"],
    price: 69.99,
    special: {},
  });

  // The camera with accessories and a bundle, and its accessories.
  const cameraLeaf = leafOf("cameras");
  const camera = baseSpec(cameraLeaf.leaf, cameraLeaf.id, "Vitrine X1 Mirrorless Camera", "camera-x1");
  Object.assign(camera, {
    id: DEMO_PRODUCT_IDS.withAccessories,
    price: 899,
    listPrice: 999,
    stock: 25,
    isCloseout: false,
    maxPurchase: 3,
    minPurchase: 1,
    purchaseSteps: 1,
    shippingFree: true,
    restockTime: null,
    rating: 4.7,
    reviewCount: 38,
    colourKeys: ["black"],
    media: productImages(
      "camera-x1",
      "Vitrine X1 Mirrorless Camera",
      "camera",
      "#2b2f36",
      cameraLeaf.leaf.background,
      3,
    ),
  });
  specs.push(camera);
  const accessoryLeaf = leafOf("camera-accessories");
  const accessory = (
    id: string,
    key: string,
    name: string,
    shape: Shape,
    price: number,
    colour: string,
    extra: Partial<ProductSpec>,
  ) => {
    const spec = baseSpec(accessoryLeaf.leaf, accessoryLeaf.id, name, key);
    Object.assign(spec, {
      id,
      price,
      listPrice: null,
      stock: 120,
      isCloseout: false,
      restockTime: null,
      shape,
      colourKeys: [],
      media: productImages(key, name, shape, colour, accessoryLeaf.leaf.background, 2),
      ...extra,
    });
    specs.push(spec);
    return spec;
  };
  accessory(DEMO_PRODUCT_IDS.accessoryBag, "camera-bag", "X1 Shoulder Bag", "bag", 79.99, "#5b4636", {
    maxPurchase: 3,
  });
  accessory(DEMO_PRODUCT_IDS.accessoryStrap, "camera-strap", "X1 Leather Strap", "strap", 34.99, "#8a4b2a", {
    maxPurchase: 2,
  });
  accessory(DEMO_PRODUCT_IDS.accessoryCard, "memory-card", "SD Card 128 GB", "card", 24.99, "#1f6f8b", {
    minPurchase: 2,
    maxPurchase: 10,
    purchaseSteps: 2,
  });
  accessory(DEMO_PRODUCT_IDS.accessoryTripod, "travel-tripod", "Travel Tripod", "tripod", 119, "#3a3f47", {
    maxPurchase: 1,
  });

  // Tier prices and reference price: espresso beans 500 g.
  const coffeeLeaf = leafOf("coffee");
  const espresso = baseSpec(coffeeLeaf.leaf, coffeeLeaf.id, "Single Origin Espresso 500 g", "espresso-500");
  Object.assign(espresso, {
    id: DEMO_PRODUCT_IDS.tierPrices,
    price: 14.99,
    listPrice: null,
    tiers: [
      { start: 1, end: 4, price: 14.99 },
      { start: 5, end: 9, price: 13.99 },
      { start: 10, end: null, price: 12.49 },
    ],
    reference: { unit: "kilogram", purchaseUnit: 0.5 },
    stock: 400,
    isCloseout: false,
    minPurchase: 1,
    maxPurchase: 30,
    purchaseSteps: 1,
    restockTime: null,
    rating: 4.8,
    reviewCount: 112,
    media: productImages(
      "espresso-500",
      "Single Origin Espresso 500 g",
      "coffee",
      "#6b4226",
      coffeeLeaf.leaf.background,
      2,
    ),
  });
  specs.push(espresso);

  // The speaker of the video landing page.
  const speakerLeaf = leafOf("speakers");
  const speaker = baseSpec(speakerLeaf.leaf, speakerLeaf.id, "Aura Smart Speaker", "aura-speaker");
  Object.assign(speaker, {
    id: DEMO_PRODUCT_IDS.videoProduct,
    price: 149,
    listPrice: 179,
    stock: 60,
    isCloseout: false,
    restockTime: null,
    markAsTopseller: true,
    categoryIds: [speakerLeaf.id, storiesId],
    colourKeys: ["snow"],
    media: productImages(
      "aura-speaker",
      "Aura Smart Speaker",
      "speaker",
      "#e9e6df",
      speakerLeaf.leaf.background,
      3,
    ),
  });
  specs.push(speaker);

  // The customizable product.
  const wallArt = leafOf("wall-art");
  const canvas = baseSpec(wallArt.leaf, wallArt.id, "Personalised Photo Canvas", "photo-canvas");
  Object.assign(canvas, {
    id: DEMO_PRODUCT_IDS.customizable,
    price: 39.99,
    listPrice: null,
    tiers: [],
    stock: 999,
    isCloseout: false,
    minPurchase: 1,
    maxPurchase: 10,
    purchaseSteps: 1,
    restockTime: null,
    deliveryTimeId: DELIVERY_TIME_IDS.twoToFiveDays,
    colourKeys: [],
    materialKeys: ["Cotton"],
    media: productImages(
      "photo-canvas",
      "Personalised Photo Canvas",
      "canvas",
      "#1f6f8b",
      wallArt.leaf.background,
      3,
    ),
    extensions: {},
  });
  specs.push(canvas);
  const template = customizedTemplate(CUSTOMIZED_TEMPLATE_ID, (key, name, colour) => {
    const media: MediaSpec = {
      id: idFor(`media:customized:${key}`),
      fileName: `customized-${key}`,
      width: 800,
      height: 800,
      alt: name,
      art: {
        kind: "product",
        shape: "canvas",
        color: colour,
        background: ["#f3f1ee", "#dcd6cc"],
        angle: 0,
        label: name,
      },
    };
    rows.media.push(mediaRow(media));
    return { id: media.id, json: mediaOf(media) };
  });
  canvas.extensions = {
    swagCustomizedProductsTemplate: template,
  };
  rows.templates.push({
    id: CUSTOMIZED_TEMPLATE_ID,
    product_id: canvas.id,
    internal_name: String(template.internalName),
    step_by_step: Boolean(template.stepByStep),
    json: template,
  });

  // States the packages handle that the rest of the seed does not show (issue 44.9), copied from fixed specs so
  // the seeded random sequence, and with it every other product, stays as it was. A compact camera whose
  // accessories include nothing (the block shows a total once one is chosen), among them a sold-out lens hood and
  // a closeout lens cap set whose stock is below its minimum purchase; its description carries unsafe markup.
  const fixedCopy = (
    from: ProductSpec,
    id: string,
    key: string,
    name: string,
    extra: Partial<ProductSpec>,
  ) => {
    const spec: ProductSpec = {
      ...from,
      id,
      number: nextNumber(),
      name,
      listPrice: null,
      tiers: [],
      rating: null,
      reviewCount: 0,
      markAsTopseller: false,
      restockTime: null,
      media: productImages(key, name, from.shape, "#4a5560", from.leaf.background, 2),
      ...extra,
    };
    specs.push(spec);
    return spec;
  };
  const bagSpec = specs.find((spec) => spec.id === DEMO_PRODUCT_IDS.accessoryBag) as ProductSpec;
  const compact = fixedCopy(
    camera,
    DEMO_PRODUCT_IDS.accessoriesOnly,
    "camera-c2",
    "Vitrine C2 Compact Camera",
    {
      price: 449,
      stock: 40,
      description: `<p>A pocket camera for every day. Bring the ${UNSAFE_MARKUP} along.</p>`,
    },
  );
  fixedCopy(bagSpec, DEMO_PRODUCT_IDS.accessorySoldOut, "lens-hood", "C2 Lens Hood", {
    price: 19.99,
    stock: 0,
    isCloseout: true,
    restockTime: null,
  });
  fixedCopy(bagSpec, DEMO_PRODUCT_IDS.accessoryBelowMinimum, "lens-caps", "C2 Lens Cap Set", {
    price: 9.99,
    stock: 1,
    isCloseout: true,
    minPurchase: 2,
    maxPurchase: 10,
  });

  // Rows for every product spec.
  const categoryById = new Map(rows.categories.map((row) => [String(row.id), row]));
  const manufacturerByKey = new Map(
    MANUFACTURERS.map((manufacturer) => [
      manufacturer.key,
      rows.manufacturers.find((row) => row.id === idFor(`manufacturer:${manufacturer.key}`)) as Row,
    ]),
  );
  const optionById = new Map(rows.options.map((row) => [String(row.id), row]));
  const groupById = new Map(rows.groups.map((row) => [String(row.id), row]));
  const seenMedia = new Set(rows.media.map((row) => String(row.id)));

  const optionJsonWithGroup = (id: string): Json => {
    const option = optionById.get(id) as Row;
    const group = groupById.get(String(option.group_id)) as Row;
    const groupJson = group.json as Json;
    return {
      ...(option.json as Json),
      group: groupJson,
      option: option.name,
    };
  };

  for (const spec of specs) {
    for (const media of spec.media) {
      if (seenMedia.has(media.id)) continue;
      seenMedia.add(media.id);
      rows.media.push(mediaRow(media));
    }
    const manufacturer = manufacturerByKey.get(spec.manufacturerKey) as Row;
    const propertyIds = [
      ...spec.colourKeys.map((key) => optionId("colour", key)),
      ...spec.materialKeys.map((key) => optionId("material", key)),
      ...(spec.leaf.sizes && !spec.variantOptions && !spec.childCount
        ? random.sample(SIZES, random.int(3, 6)).map((size) => optionId("size", size))
        : []),
    ];
    const variantOptionIds = spec.variantOptions
      ? [
          ...(spec.variantOptions.colour ? [optionId("colour", spec.variantOptions.colour)] : []),
          ...(spec.variantOptions.size ? [optionId("size", spec.variantOptions.size)] : []),
        ]
      : [];
    const leafCategory = categoryById.get(spec.categoryIds[0] as string) as Row;
    const categoryTree = [NAVIGATION_IDS.main, String(leafCategory.parent_id), String(leafCategory.id)];
    const releaseDate = new Date(SEED_DAY - spec.releaseDays * 86_400_000).toISOString();
    const productMedia = spec.media.map((media, index) => ({
      id: idFor(`product-media:${spec.id}:${media.id}`),
      product_id: spec.id,
      media_id: media.id,
      position: index + 1,
    }));
    rows.productMedia.push(...productMedia);
    const productMediaJson = productMedia.map((row, index) => ({
      id: row.id,
      versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
      productId: spec.id,
      mediaId: row.media_id,
      position: row.position,
      customFields: null,
      createdAt: SEED_TIME,
      updatedAt: null,
      media: mediaOf(spec.media[index] as MediaSpec),
      apiAlias: "product_media",
    }));
    const unit = spec.reference ? UNITS[spec.reference.unit] : null;
    const seoLeaf = leafCategory.json as Json;
    const json: Json = {
      id: spec.id,
      versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
      parentId: spec.parentId,
      parentVersionId: spec.parentId ? "0fa91ce3e96a4bc2be4bd9ce752c3425" : null,
      manufacturerId: manufacturer.id,
      unitId: unit?.id ?? null,
      taxId: TAX_IDS.standard,
      coverId: productMediaJson[0]?.id ?? null,
      deliveryTimeId: spec.deliveryTimeId,
      productNumber: spec.number,
      restockTime: spec.restockTime,
      active: true,
      available: spec.stock >= spec.minPurchase || !spec.isCloseout,
      isCloseout: spec.isCloseout,
      availableStock: spec.stock,
      stock: spec.stock,
      displayGroup: idFor(`display-group:${spec.parentId ?? spec.id}`),
      manufacturerNumber: `MN-${spec.number.slice(3)}`,
      ean: `40${String(Number.parseInt(spec.id.slice(0, 8), 16))
        .padStart(11, "0")
        .slice(0, 11)}`,
      purchaseSteps: spec.purchaseSteps,
      maxPurchase: spec.maxPurchase,
      minPurchase: spec.minPurchase,
      purchaseUnit: spec.reference?.purchaseUnit ?? null,
      referenceUnit: spec.reference ? 1 : null,
      shippingFree: spec.shippingFree,
      markAsTopseller: spec.markAsTopseller,
      weight: spec.weight,
      releaseDate,
      ratingAverage: spec.rating,
      categoryTree,
      propertyIds,
      optionIds: variantOptionIds,
      categoryIds: [...new Set([...categoryTree, ...spec.categoryIds])],
      childCount: spec.childCount,
      sales: spec.sales,
      name: spec.name,
      description: spec.description,
      keywords: null,
      metaTitle: null,
      metaDescription: null,
      packUnit: spec.purchaseSteps > 1 ? "Pack" : null,
      packUnitPlural: spec.purchaseSteps > 1 ? "Packs" : null,
      customFields: null,
      type: "physical",
      states: ["is-physical"],
      isNew: spec.releaseDays < 30,
      createdAt: releaseDate,
      updatedAt: null,
      translated: {
        name: spec.name,
        description: spec.description,
        keywords: null,
        metaTitle: null,
        metaDescription: null,
        packUnit: spec.purchaseSteps > 1 ? "Pack" : null,
        packUnitPlural: spec.purchaseSteps > 1 ? "Packs" : null,
        customFields: {},
      },
      deliveryTime: deliveryTimeJson(spec.deliveryTimeId),
      manufacturer: manufacturer.json,
      unit: unit
        ? {
            id: unit.id,
            name: unit.name,
            shortCode: unit.shortCode,
            translated: { name: unit.name, shortCode: unit.shortCode, customFields: {} },
            createdAt: SEED_TIME,
            updatedAt: null,
            customFields: null,
            apiAlias: "unit",
          }
        : null,
      cover: productMediaJson[0] ?? null,
      media: productMediaJson,
      options: variantOptionIds.map(optionJsonWithGroup),
      properties: propertyIds.map(optionJsonWithGroup),
      seoCategory: { ...seoLeaf, children: [] },
      variantListingConfig: spec.childCount ? { displayParent: false } : null,
      ...(spec.extensions ? { extensions: spec.extensions } : {}),
      apiAlias: "product",
    };
    rows.products.push({
      id: spec.id,
      parent_id: spec.parentId,
      product_number: spec.number,
      name: spec.name,
      active: true,
      manufacturer_id: manufacturer.id,
      tax_id: TAX_IDS.standard,
      price: spec.price,
      list_price: spec.listPrice,
      regulation_price: spec.listPrice ? round2(spec.price * 1.05) : null,
      purchase_unit: spec.reference?.purchaseUnit ?? null,
      reference_unit: spec.reference ? 1 : null,
      unit_id: unit?.id ?? null,
      stock: spec.stock,
      available_stock: spec.stock,
      is_closeout: spec.isCloseout,
      min_purchase: spec.minPurchase,
      max_purchase: spec.maxPurchase,
      purchase_steps: spec.purchaseSteps,
      shipping_free: spec.shippingFree,
      delivery_time_id: spec.deliveryTimeId,
      restock_time: spec.restockTime,
      rating_average: spec.rating,
      sales: spec.sales,
      weight: spec.weight,
      cover_media_id: spec.media[0]?.id ?? null,
      release_date: releaseDate,
      json,
    });
    for (const tier of spec.tiers) {
      rows.prices.push({
        product_id: spec.id,
        quantity_start: tier.start,
        quantity_end: tier.end,
        price: tier.price,
      });
    }
    for (const id of spec.categoryIds) rows.productCategories.push({ product_id: spec.id, category_id: id });
    for (const id of propertyIds) rows.productProperties.push({ product_id: spec.id, option_id: id });
    for (const id of variantOptionIds) rows.productOptions.push({ product_id: spec.id, option_id: id });
    for (let index = 0; index < Math.min(spec.reviewCount, 3); index++) {
      rows.reviews.push({
        id: idFor(`review:${spec.id}:${index}`),
        product_id: spec.id,
        points: Math.max(1, Math.min(5, Math.round((spec.rating ?? 4) + (index - 1) * 0.5))),
        title: ["Great quality", "Does the job", "Lovely design"][index],
        content: "Arrived quickly and looks just like the pictures.",
        created_at: SEED_TIME,
      });
    }
  }

  // Configurator settings of the variant families (parent → every option its variants use).
  for (const parent of specs.filter((spec) => spec.childCount > 0)) {
    const used = new Set<string>();
    for (const variant of specs.filter((spec) => spec.parentId === parent.id)) {
      if (variant.variantOptions?.colour) used.add(optionId("colour", variant.variantOptions.colour));
      if (variant.variantOptions?.size) used.add(optionId("size", variant.variantOptions.size));
    }
    [...used].forEach((id, index) => {
      rows.configuratorSettings.push({
        id: idFor(`configurator:${parent.id}:${id}`),
        product_id: parent.id,
        option_id: id,
        position: index + 1,
        media_id: null,
      });
    });
  }

  // Cross-selling of the camera: accessories (min/max/steps) and a bundle (fixed quantities, optional items).
  const accessoriesId = idFor("cross-selling:camera:accessories");
  const bundleId = idFor("cross-selling:camera:bundle");
  const similarId = idFor("cross-selling:camera:similar");
  const accessoryItems = [
    { productId: DEMO_PRODUCT_IDS.accessoryBag, minPurchase: 1, maxPurchase: 3, purchaseSteps: 1 },
    // One strap per camera: it follows the camera's quantity (Vitrine accessories' same-quantity sync).
    {
      productId: DEMO_PRODUCT_IDS.accessoryStrap,
      minPurchase: 1,
      maxPurchase: 2,
      purchaseSteps: 1,
      sameQuantity: true,
    },
    { productId: DEMO_PRODUCT_IDS.accessoryCard, minPurchase: 2, maxPurchase: 10, purchaseSteps: 2 },
    { productId: DEMO_PRODUCT_IDS.accessoryTripod, minPurchase: 1, maxPurchase: 1, purchaseSteps: 1 },
  ];
  const bundleItems = [
    { productId: DEMO_PRODUCT_IDS.accessoryTripod, quantity: 1, optional: false },
    { productId: DEMO_PRODUCT_IDS.accessoryCard, quantity: 2, optional: true },
    { productId: DEMO_PRODUCT_IDS.accessoryBag, quantity: 1, optional: true },
  ];
  const similar = specs
    .filter((spec) => spec.leaf.key === "cameras" && spec.id !== camera.id && !spec.parentId)
    .slice(0, 4)
    .map((spec) => ({ productId: spec.id }));
  const crossSelling = (
    id: string,
    name: string,
    position: number,
    kind: string,
    items: Json[],
    productId = camera.id,
  ) => {
    rows.crossSellings.push({
      id,
      product_id: productId,
      name,
      type: "productList",
      position,
      kind,
      json: {
        id,
        name,
        position,
        sortBy: "name",
        sortDirection: "ASC",
        type: "productList",
        active: true,
        limit: 24,
        createdAt: SEED_TIME,
        updatedAt: null,
        translated: { name },
        // Vitrine accessories: per element purchase rules (accessory) or fixed quantity / optional (bundle).
        extensions: { vitrineAccessories: { kind, items } },
        apiAlias: "product_cross_selling",
      },
    });
    items.forEach((item, index) => {
      rows.crossSellingProducts.push({
        cross_selling_id: id,
        product_id: item.productId,
        position: index + 1,
        config: item,
      });
    });
  };
  crossSelling(accessoriesId, "Accessories", 1, "accessory", accessoryItems);
  crossSelling(bundleId, "Creator bundle", 2, "bundle", bundleItems);
  crossSelling(similarId, "Similar cameras", 3, "similar", similar);
  // The compact camera: accessories only (nothing included), one sold out, one a closeout below its minimum.
  crossSelling(
    idFor("cross-selling:compact:accessories"),
    "Accessories",
    1,
    "accessory",
    [
      { productId: DEMO_PRODUCT_IDS.accessoryStrap, minPurchase: 1, maxPurchase: 2, purchaseSteps: 1 },
      { productId: DEMO_PRODUCT_IDS.accessorySoldOut, minPurchase: 1, maxPurchase: 2, purchaseSteps: 1 },
      {
        productId: DEMO_PRODUCT_IDS.accessoryBelowMinimum,
        minPurchase: 2,
        maxPurchase: 10,
        purchaseSteps: 2,
      },
    ],
    compact.id,
  );

  /** The first `count` products (parents and simple products) of a main-navigation branch. */
  const branchProducts = (branchKey: string, count: number): string[] => {
    const branch = MAIN_NAVIGATION.find((entry) => entry.key === branchKey);
    const leaves = new Set((branch?.leaves ?? []).map((leaf) => categoryId(leaf.key)));
    const parents = new Set(
      rows.products.filter((row) => row.parent_id === null).map((row) => row.id as string),
    );
    const ids = rows.productCategories
      .filter((row) => leaves.has(row.category_id as string) && parents.has(row.product_id as string))
      .map((row) => row.product_id as string);
    return [...new Set(ids)].slice(0, count);
  };
  rows.cmsPages.push(
    cmsHomePage(homePageId, homeBanner, {
      clothing: branchProducts("clothing", 8),
      living: branchProducts("home-living", 8),
    }),
    cmsSummerPage(LANDING_PAGES[0].cmsPageId, summerBanner, branchProducts("sports-outdoors", 3)),
  );

  return rows;
}

/** The demo's landing pages (Shopware's `landing_page` entity; served by `POST /landing-page/{landingPageId}`). */
export const LANDING_PAGES = [
  {
    id: idFor("landing:summer"),
    name: "The summer edit",
    url: "summer-edit",
    metaTitle: "The summer edit",
    metaDescription: "Light things for long days: our summer picks for outdoors, travel and the garden.",
    cmsPageId: idFor("cms:summer"),
  },
] as const;

function cmsBase(id: string, name: string, type: string, sections: Json[]): Row {
  return {
    id,
    name,
    type,
    json: {
      id,
      versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
      name,
      type,
      entity: null,
      cssClass: null,
      config: null,
      customFields: null,
      createdAt: SEED_TIME,
      updatedAt: null,
      translated: { name, customFields: {} },
      sections,
      apiAlias: "cms_page",
    },
  };
}

function cmsSection(pageId: string, key: string, blocks: Json[], more: Json = {}): Json {
  const id = idFor(`cms-section:${key}`);
  return {
    id,
    cmsPageVersionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
    position: 0,
    type: "default",
    name: null,
    sizingMode: "boxed",
    mobileBehavior: "wrap",
    backgroundColor: null,
    cssClass: null,
    pageId,
    visibility: null,
    customFields: null,
    createdAt: SEED_TIME,
    updatedAt: null,
    backgroundMediaId: null,
    backgroundMediaMode: "cover",
    ...more,
    blocks: blocks.map((block) => ({ ...block, sectionId: id })),
    apiAlias: "cms_section",
  };
}

function cmsBlock(
  key: string,
  type: string,
  position: number,
  slots: { slot: string; type: string; config: Json; data?: Json }[],
  more: Json = {},
): Json {
  const id = idFor(`cms-block:${key}`);
  return {
    id,
    versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
    position,
    type,
    name: null,
    sectionPosition: "main",
    marginTop: "20px",
    marginBottom: "20px",
    marginLeft: null,
    marginRight: null,
    backgroundColor: null,
    cssClass: null,
    visibility: null,
    customFields: null,
    createdAt: SEED_TIME,
    updatedAt: null,
    slots: slots.map((slot) => ({
      id: idFor(`cms-slot:${key}:${slot.slot}`),
      versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
      fieldConfig: null,
      type: slot.type,
      slot: slot.slot,
      locked: false,
      config: slot.config,
      customFields: null,
      data: slot.data ?? null,
      blockId: id,
      createdAt: SEED_TIME,
      updatedAt: null,
      translated: { config: slot.config, customFields: {} },
      apiAlias: "cms_slot",
    })),
    ...more,
    apiAlias: "cms_block",
  };
}

/** A config value as Shopware sends it (`{ source: "static", value }`). */
const statics = (config: Json): Json =>
  Object.fromEntries(Object.entries(config).map(([key, value]) => [key, { source: "static", value }]));

/** A YouTube or Vimeo video slot behind the consent gate, with its preview image (Shopware's element config). */
const videoSlot = (
  type: "youtube-video" | "vimeo-video",
  videoID: string,
  iframeTitle: string,
  preview: MediaSpec,
  more: Json = {},
) => ({
  slot: "video",
  type,
  config: statics({
    videoID,
    iframeTitle,
    autoPlay: false,
    loop: false,
    showControls: true,
    start: null,
    end: null,
    displayMode: "standard",
    ...more,
    needsConfirmation: true,
    previewMedia: preview.id,
  }),
  data: {
    previewMedia: mediaOf(preview),
    apiAlias: type === "youtube-video" ? "cms_youtube_video" : "cms_vimeo_video",
  },
});

/** A text slot (static HTML, `data.content` filled as Shopware's resolver does). */
const textSlot = (slot: string, html: string) => ({
  slot,
  type: "text",
  config: statics({ content: html, verticalAlign: null }),
  data: { content: html, apiAlias: "cms_text" },
});

/** An image slot with its resolved media. */
const imageSlot = (slot: string, media: MediaSpec, config: Json = {}) => ({
  slot,
  type: "image",
  config: statics({
    media: media.id,
    displayMode: "standard",
    url: null,
    newTab: false,
    minHeight: "340px",
    ...config,
  }),
  data: { mediaId: media.id, media: mediaOf(media), apiAlias: "cms_image" },
});

/** A product slider slot; its products are resolved per request (prices, stock). */
const productSliderSlot = (title: string, productIds: string[]) => ({
  slot: "productSlider",
  type: "product-slider",
  config: statics({
    title,
    products: productIds,
    displayMode: "standard",
    boxLayout: "standard",
    navigation: true,
    rotate: false,
    border: false,
    elMinWidth: "300px",
  }),
});

/** Shopware's default listing layout: category navigation and filter in the sidebar, description and listing. */
function cmsListingPage(id: string): Row {
  return cmsBase(id, "Default listing page", "product_list", [
    cmsSection(
      id,
      "listing",
      [
        cmsBlock(
          "listing-navigation",
          "category-navigation",
          0,
          [{ slot: "content", type: "category-navigation", config: {} }],
          { sectionPosition: "sidebar", marginTop: null },
        ),
        cmsBlock(
          "listing-filter",
          "sidebar-filter",
          1,
          [{ slot: "content", type: "sidebar-filter", config: {} }],
          { sectionPosition: "sidebar" },
        ),
        cmsBlock(
          "listing-description",
          "text",
          0,
          [
            {
              slot: "content",
              type: "text",
              // Mapped: the category route fills `data.content` with the category's description.
              config: { content: { source: "mapped", value: "category.description" } },
            },
          ],
          { marginTop: null },
        ),
        cmsBlock("listing", "product-listing", 1, [
          {
            slot: "content",
            type: "product-listing",
            config: statics({
              boxLayout: "standard",
              showSorting: true,
              defaultSorting: "",
              useCustomSorting: false,
              availableSortings: [],
              filters: "manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter",
              propertyWhitelist: [],
            }),
          },
        ]),
      ],
      { type: "sidebar", mobileBehavior: "wrap" },
    ),
  ]);
}

/** The default product page layout (Shopware's `core.cms.default_product_cms_page`): products without their own use it. */
export const PRODUCT_DETAIL_PAGE_ID = idFor("cms:product-detail");

/**
 * Shopware's default product page layout (`product_detail`): name and manufacturer logo, gallery and buy box,
 * description and reviews, cross-selling. Every slot is mapped: the product route fills the data per product.
 */
function cmsProductDetailPage(id: string): Row {
  const mapped = (value: string) => ({ source: "mapped", value });
  return cmsBase(id, "Default product page layout", "product_detail", [
    cmsSection(id, "product-detail", [
      cmsBlock(
        "product-heading",
        "product-heading",
        0,
        [
          { slot: "left", type: "product-name", config: { content: mapped("product.name") } },
          {
            slot: "right",
            type: "manufacturer-logo",
            config: {
              media: mapped("product.manufacturer.media"),
              ...statics({ displayMode: "standard", minHeight: null, url: null, newTab: true }),
            },
          },
        ],
        { marginTop: "0", marginBottom: "0" },
      ),
      cmsBlock(
        "gallery-buybox",
        "gallery-buybox",
        1,
        [
          {
            slot: "left",
            type: "image-gallery",
            config: {
              sliderItems: mapped("product.media"),
              ...statics({
                navigationArrows: "inside",
                navigationDots: null,
                galleryPosition: "left",
                displayMode: "standard",
                minHeight: "340px",
                zoom: true,
                fullScreen: true,
                keepAspectRatioOnZoom: true,
                magnifierOverGallery: false,
              }),
            },
          },
          { slot: "right", type: "buy-box", config: statics({ product: null, alignment: null }) },
        ],
        { marginTop: "0" },
      ),
      cmsBlock("product-description-reviews", "product-description-reviews", 2, [
        {
          slot: "content",
          type: "product-description-reviews",
          config: statics({ product: null, alignment: null }),
        },
      ]),
      cmsBlock("cross-selling", "cross-selling", 3, [
        {
          slot: "content",
          type: "cross-selling",
          config: statics({
            product: null,
            boxLayout: "standard",
            elMinWidth: "300px",
            displayMode: "standard",
          }),
        },
      ]),
    ]),
  ]);
}

function cmsHomePage(id: string, banner: MediaSpec, products: { clothing: string[]; living: string[] }): Row {
  return cmsBase(id, "Home", "landingpage", [
    cmsSection(id, "home-hero", [
      cmsBlock(
        "home-hero",
        "image-text",
        0,
        [
          imageSlot("left", banner, { minHeight: null }),
          textSlot(
            "right",
            '<p>New season, fair prices</p><h1>Well-made things for every day</h1><p>Hand-picked products, free returns within 30 days and delivery in 2–3 working days.</p><p><a href="/navigation/' +
              categoryId("clothing") +
              '">Shop clothing</a> or browse <a href="/landingPage/' +
              LANDING_PAGES[0].id +
              '">the summer edit</a></p>',
          ),
        ],
        { marginTop: "32px" },
      ),
      cmsBlock(
        "home-usp",
        "text-three-column",
        1,
        [
          textSlot("left", "<h2>Free shipping from €50</h2><p>And 30 days free returns.</p>"),
          textSlot("center", "<h2>Secure payment</h2><p>Card, invoice or PayPal.</p>"),
          textSlot("right", "<h2>Service from real people</h2><p>Write to us, we answer within a day.</p>"),
        ],
        { backgroundColor: "#f4f1ec", marginLeft: null, marginRight: null },
      ),
    ]),
    cmsSection(
      id,
      "home-products",
      [
        cmsBlock("home-slider-clothing", "product-slider", 0, [
          productSliderSlot("Clothing", products.clothing),
        ]),
        cmsBlock("home-slider-living", "product-slider", 1, [
          productSliderSlot("Home & living", products.living),
        ]),
        cmsBlock("home-video", "youtube-video", 2, [
          videoSlot(
            "youtube-video",
            STORIES_VIDEO_ID,
            "Behind the seams: how our products are made",
            banner,
            {
              advancedPrivacyMode: true,
            },
          ),
        ]),
      ],
      { position: 1 },
    ),
  ]);
}

/** The key of the category without a layout (camera accessories; every other category has one). */
export const CATEGORY_WITHOUT_LAYOUT = "camera-accessories";

/** The Vimeo video of the summer landing page (Vimeo's public sample video). */
export const SUMMER_VIMEO_ID = "76979871";

/** Markup the sanitiser must strip: a script, an `onerror` handler and a `javascript:` link (issue 44.9). */
export const UNSAFE_MARKUP =
  '<script>window.__vitrineUnsafe = "script"</script>' +
  '<img src="data:," alt="" onerror="window.__vitrineUnsafe = \'onerror\'">' +
  "<a href=\"javascript:window.__vitrineUnsafe = 'link'\">packing list</a>";

const SUMMER_NOTES_HTML = `<h2>Notes from the team</h2><p>Our ${UNSAFE_MARKUP} is one page long.</p>`;

/** A product id a layout still names but the catalogue no longer has (a retired product). */
export const RETIRED_PRODUCT_ID = idFor("product:retired-sandals");

function cmsSummerPage(id: string, banner: MediaSpec, productIds: string[]): Row {
  return cmsBase(id, "The summer edit", "landingpage", [
    cmsSection(id, "summer", [
      cmsBlock(
        "summer-cover",
        "image-cover",
        0,
        [imageSlot("image", banner, { displayMode: "cover", minHeight: null })],
        { marginTop: "32px" },
      ),
      cmsBlock("summer-intro", "text", 1, [
        textSlot(
          "content",
          '<h1>The summer edit</h1><p>Light things for long days: picks for outdoors, travel and the garden. <a href="/navigation/' +
            categoryId("sports-outdoors") +
            '">See all of sports &amp; outdoors</a>.</p>',
        ),
      ]),
      cmsBlock("summer-products", "product-three-column", 2, [
        ...productIds.map((productId, index) => ({
          slot: ["left", "center", "right"][index] as string,
          type: "product-box",
          config: statics({ product: productId, boxLayout: "standard", displayMode: "standard" }),
        })),
      ]),
      cmsBlock("summer-columns", "text-two-column", 3, [
        textSlot("left", "<h2>Pack light</h2><p>Bottles, bags and layers that fold small.</p>"),
        textSlot("right", "<h2>Stay out longer</h2><p>Everything here ships in 2–3 working days.</p>"),
      ]),
      // A product box whose product is no longer sold (not in the catalogue): its slot gets no data, as in Shopware
      // when a layout outlives its product; the page must stand without it.
      cmsBlock("summer-retired", "product-box", 4, [
        {
          slot: "content",
          type: "product-box",
          config: statics({ product: RETIRED_PRODUCT_ID, boxLayout: "standard", displayMode: "standard" }),
        },
      ]),
      // A text as an editor might paste it: a script, an event handler and a javascript: link, which the
      // storefront's sanitiser strips (the text and the link's words stay).
      cmsBlock("summer-notes", "text", 5, [textSlot("content", SUMMER_NOTES_HTML)]),
      // Shopware's `vimeo-video` element behind the video consent gate.
      cmsBlock("summer-vimeo", "vimeo-video", 6, [
        videoSlot("vimeo-video", SUMMER_VIMEO_ID, "A summer day at the workshop", banner),
      ]),
    ]),
  ]);
}

/** The YouTube video shown on the Stories landing page (a public Shopware channel video id). */
export const STORIES_VIDEO_ID = "hJnIMNzDgHE";

function cmsStoriesPage(id: string, banner: MediaSpec): Row {
  return cmsBase(id, "Stories: behind the seams", "landingpage", [
    cmsSection(id, "stories", [
      cmsBlock("stories-image", "image", 0, [
        {
          slot: "image",
          type: "image",
          config: {
            media: { source: "static", value: banner.id },
            displayMode: { source: "static", value: "cover" },
            minHeight: { source: "static", value: "340px" },
          },
          data: { mediaId: banner.id, media: mediaOf(banner), apiAlias: "cms_image" },
        },
      ]),
      cmsBlock("stories-text", "text", 1, [
        {
          slot: "content",
          type: "text",
          config: {
            content: {
              source: "static",
              value:
                "<h2>Behind the seams</h2><p>From the first sketch to the parcel at your door: watch how our workshop partners make the things you love.</p>",
            },
          },
          data: {
            content:
              "<h2>Behind the seams</h2><p>From the first sketch to the parcel at your door: watch how our workshop partners make the things you love.</p>",
            apiAlias: "cms_text",
          },
        },
      ]),
      cmsBlock("stories-video", "youtube-video", 2, [
        {
          slot: "video",
          type: "youtube-video",
          config: {
            videoID: { source: "static", value: STORIES_VIDEO_ID },
            iframeTitle: { source: "static", value: "Behind the seams: how our products are made" },
            autoPlay: { source: "static", value: false },
            loop: { source: "static", value: false },
            showControls: { source: "static", value: true },
            start: { source: "static", value: null },
            end: { source: "static", value: null },
            displayMode: { source: "static", value: "standard" },
            advancedPrivacyMode: { source: "static", value: true },
            needsConfirmation: { source: "static", value: true },
            previewMedia: { source: "static", value: banner.id },
          },
          data: { previewMedia: mediaOf(banner), apiAlias: "cms_youtube_video" },
        },
      ]),
      // Shopware's `form` block twice: the contact form and the newsletter sign-up (the shop's captcha protects them).
      cmsBlock("stories-contact", "form", 3, [
        {
          slot: "content",
          type: "form",
          config: {
            type: { source: "static", value: "contact" },
            title: { source: "static", value: "Questions for our workshop?" },
            mailReceiver: { source: "static", value: [] },
            confirmationText: { source: "static", value: "" },
          },
        },
      ]),
      cmsBlock("stories-newsletter", "form", 4, [
        {
          slot: "content",
          type: "form",
          config: {
            type: { source: "static", value: "newsletter" },
            title: { source: "static", value: "New stories by e-mail" },
            mailReceiver: { source: "static", value: [] },
            confirmationText: { source: "static", value: "" },
          },
        },
      ]),
    ]),
  ]);
}

/** Inserts the catalogue built by buildCatalogue (bulk inserts, one statement per table and chunk). */
export async function seedCatalogue(tx: Queryable): Promise<void> {
  const rows = buildCatalogue();
  await insertRows(tx, "unit", rows.units);
  await insertRows(tx, "media", rows.media);
  await insertRows(tx, "cms_page", rows.cmsPages);
  // Parents before children: the rows are in tree order.
  await insertRows(tx, "category", rows.categories);
  await insertRows(tx, "product_manufacturer", rows.manufacturers);
  await insertRows(tx, "property_group", rows.groups);
  await insertRows(tx, "property_group_option", rows.options);
  await insertRows(
    tx,
    "product",
    rows.products.filter((row) => row.parent_id === null),
  );
  await insertRows(
    tx,
    "product",
    rows.products.filter((row) => row.parent_id !== null),
  );
  await insertRows(tx, "product_price", rows.prices);
  await insertRows(tx, "product_category", rows.productCategories);
  await insertRows(tx, "product_property", rows.productProperties);
  await insertRows(tx, "product_option", rows.productOptions);
  await insertRows(tx, "product_configurator_setting", rows.configuratorSettings);
  await insertRows(tx, "product_media", rows.productMedia);
  await insertRows(tx, "product_review", rows.reviews);
  await insertRows(tx, "product_cross_selling", rows.crossSellings);
  await insertRows(tx, "product_cross_selling_product", rows.crossSellingProducts);
  await insertRows(tx, "customized_products_template", rows.templates);
}
