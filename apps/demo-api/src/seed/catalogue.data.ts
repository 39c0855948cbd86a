import type { Shape } from "../catalog/media.js";

/** A leaf category of the main navigation and what its products look like. */
export interface LeafSpec {
  key: string;
  name: string;
  shape: Shape;
  nouns: string[];
  price: [number, number];
  materials: string[];
  /** Products are colourful (colour property) and, for clothing, sized. */
  colours: boolean;
  sizes?: boolean;
  /** Reference pricing: content per unit, e.g. 0.75 l per bottle. */
  reference?: { unit: "litre" | "kilogram"; amounts: number[] };
  background: [string, string];
  count: number;
}

/** A top-level category with its leaves. */
export interface BranchSpec {
  key: string;
  name: string;
  description: string;
  leaves: LeafSpec[];
}

/** The main navigation: five branches, three or four leaves each. */
export const MAIN_NAVIGATION: BranchSpec[] = [
  {
    key: "clothing",
    name: "Clothing",
    description: "Everyday clothing made from organic and recycled fibres.",
    leaves: [
      {
        key: "t-shirts",
        name: "T-shirts",
        shape: "tshirt",
        nouns: ["Tee", "T-shirt", "Pocket Tee", "Crew Tee", "Raglan Shirt"],
        price: [19, 39],
        materials: ["Cotton", "Linen", "Recycled polyester"],
        colours: true,
        sizes: true,
        background: ["#f6efe6", "#e3d5c3"],
        count: 10,
      },
      {
        key: "hoodies",
        name: "Hoodies",
        shape: "hoodie",
        nouns: ["Hoodie", "Zip Hoodie", "Pullover", "Sweatshirt"],
        price: [49, 89],
        materials: ["Cotton", "Wool", "Recycled polyester"],
        colours: true,
        sizes: true,
        background: ["#e8eef5", "#c9d6e6"],
        count: 10,
      },
      {
        key: "trousers",
        name: "Trousers",
        shape: "trousers",
        nouns: ["Chinos", "Joggers", "Cargo Trousers", "Wide-leg Trousers"],
        price: [59, 119],
        materials: ["Cotton", "Linen", "Wool"],
        colours: true,
        sizes: true,
        background: ["#f1f0ea", "#d8d5c7"],
        count: 10,
      },
    ],
  },
  {
    key: "home-living",
    name: "Home & Living",
    description: "Lamps, cushions, tableware and wall art for calm, bright rooms.",
    leaves: [
      {
        key: "lamps",
        name: "Lamps",
        shape: "lamp",
        nouns: ["Table Lamp", "Floor Lamp", "Reading Lamp", "Pendant Light"],
        price: [39, 189],
        materials: ["Oak wood", "Aluminium", "Glass", "Ceramic"],
        colours: true,
        background: ["#fdf3e1", "#f3d9a8"],
        count: 10,
      },
      {
        key: "cushions",
        name: "Cushions",
        shape: "cushion",
        nouns: ["Cushion", "Throw Pillow", "Floor Cushion", "Bolster"],
        price: [19, 59],
        materials: ["Linen", "Cotton", "Wool"],
        colours: true,
        background: ["#f5ecef", "#e3c9d1"],
        count: 10,
      },
      {
        key: "tableware",
        name: "Tableware",
        shape: "mug",
        nouns: ["Mug", "Espresso Cup", "Tea Cup", "Latte Mug"],
        price: [9, 39],
        materials: ["Ceramic", "Glass", "Bamboo"],
        colours: true,
        background: ["#eef5f1", "#cfe3d7"],
        count: 10,
      },
      {
        key: "wall-art",
        name: "Wall art",
        shape: "canvas",
        nouns: ["Canvas Print", "Poster", "Framed Print"],
        price: [29, 129],
        materials: ["Cotton", "Oak wood"],
        colours: true,
        background: ["#f3f1ee", "#dcd6cc"],
        count: 8,
      },
    ],
  },
  {
    key: "electronics",
    name: "Electronics",
    description: "Cameras, headphones and speakers, with the accessories that go with them.",
    leaves: [
      {
        key: "cameras",
        name: "Cameras",
        shape: "camera",
        nouns: ["Camera", "Compact Camera", "Instant Camera", "Mirrorless Camera"],
        price: [299, 1299],
        materials: ["Aluminium", "Recycled polyester"],
        colours: true,
        background: ["#e9ecf2", "#c4ccdb"],
        count: 9,
      },
      {
        key: "headphones",
        name: "Headphones",
        shape: "headphones",
        nouns: ["Headphones", "Studio Headphones", "Wireless Headphones", "Over-ear Headphones"],
        price: [49, 349],
        materials: ["Aluminium", "Leather", "Recycled polyester"],
        colours: true,
        background: ["#eef0f7", "#cdd2ea"],
        count: 10,
      },
      {
        key: "speakers",
        name: "Speakers",
        shape: "speaker",
        nouns: ["Speaker", "Bookshelf Speaker", "Smart Speaker", "Portable Speaker"],
        price: [59, 299],
        materials: ["Oak wood", "Aluminium", "Recycled polyester"],
        colours: true,
        background: ["#f2efe9", "#d9d1c2"],
        count: 9,
      },
      {
        key: "camera-accessories",
        name: "Camera accessories",
        shape: "strap",
        nouns: ["Camera Strap", "Lens Cloth", "Wrist Strap"],
        price: [9, 49],
        materials: ["Leather", "Recycled polyester"],
        colours: true,
        background: ["#f4f1ec", "#ddd3c4"],
        count: 6,
      },
    ],
  },
  {
    key: "sports-outdoors",
    name: "Sports & Outdoors",
    description: "Backpacks, bottles and yoga gear for days outside.",
    leaves: [
      {
        key: "backpacks",
        name: "Backpacks",
        shape: "backpack",
        nouns: ["Backpack", "Daypack", "Rolltop Backpack", "Hiking Pack"],
        price: [49, 179],
        materials: ["Recycled polyester", "Leather", "Cotton"],
        colours: true,
        background: ["#edf3ea", "#c9dbc1"],
        count: 10,
      },
      {
        key: "bottles",
        name: "Bottles",
        shape: "bottle",
        nouns: ["Water Bottle", "Insulated Bottle", "Sports Bottle", "Glass Bottle"],
        price: [14, 39],
        materials: ["Stainless steel", "Glass", "Bamboo"],
        colours: true,
        reference: { unit: "litre", amounts: [0.5, 0.75, 1] },
        background: ["#e7f2f6", "#bfdde8"],
        count: 10,
      },
      {
        key: "yoga",
        name: "Yoga",
        shape: "mat",
        nouns: ["Yoga Mat", "Travel Mat", "Cork Mat", "Studio Mat"],
        price: [24, 89],
        materials: ["Bamboo", "Recycled polyester", "Cotton"],
        colours: true,
        background: ["#f3eef6", "#d8c9e3"],
        count: 10,
      },
    ],
  },
  {
    key: "kitchen",
    name: "Kitchen",
    description: "Coffee, knives and cookware for everyday cooking.",
    leaves: [
      {
        key: "coffee",
        name: "Coffee",
        shape: "coffee",
        nouns: ["Espresso Beans", "Filter Coffee", "House Blend", "Single Origin"],
        price: [8, 24],
        materials: ["Bamboo"],
        colours: false,
        reference: { unit: "kilogram", amounts: [0.25, 0.5, 1] },
        background: ["#f5ede4", "#dcc3a6"],
        count: 10,
      },
      {
        key: "knives",
        name: "Knives",
        shape: "knife",
        nouns: ["Chef's Knife", "Santoku", "Bread Knife", "Paring Knife"],
        price: [29, 149],
        materials: ["Stainless steel", "Oak wood"],
        colours: true,
        background: ["#eff1f3", "#cdd3d9"],
        count: 10,
      },
      {
        key: "cookware",
        name: "Cookware",
        shape: "pot",
        nouns: ["Casserole", "Stock Pot", "Saucepan", "Dutch Oven"],
        price: [39, 199],
        materials: ["Stainless steel", "Ceramic", "Aluminium"],
        colours: true,
        background: ["#f7ece8", "#e5c4b8"],
        count: 10,
      },
    ],
  },
];

/** Words placed before a noun to name a product. */
export const ADJECTIVES = [
  "Alba",
  "Brisa",
  "Cedar",
  "Dune",
  "Ember",
  "Fjord",
  "Grove",
  "Haven",
  "Isla",
  "Juniper",
  "Kōbo",
  "Lumen",
  "Meadow",
  "Nova",
  "Orbit",
  "Pebble",
  "Quill",
  "Ridge",
  "Solstice",
  "Tidal",
  "Umber",
  "Vale",
  "Willow",
  "Yarrow",
  "Zephyr",
];

/** Manufacturers (brand name and colour of its logo). */
/** Manufacturers; `branches` are the top-level categories whose products they make (no audio brand sells trousers). */
export const MANUFACTURERS: { key: string; name: string; color: string; link: string; branches: string[] }[] =
  [
    {
      key: "nordlicht",
      name: "Nordlicht",
      color: "#1f6f8b",
      link: "https://example.com/nordlicht",
      branches: ["clothing", "sports-outdoors"],
    },
    {
      key: "atelier-blau",
      name: "Atelier Blau",
      color: "#22356f",
      link: "https://example.com/atelier-blau",
      branches: ["clothing", "home-living"],
    },
    {
      key: "kettle-co",
      name: "Kettle & Co",
      color: "#8a4b2a",
      link: "https://example.com/kettle",
      branches: ["kitchen"],
    },
    {
      key: "fieldcraft",
      name: "Fieldcraft",
      color: "#2f5d50",
      link: "https://example.com/fieldcraft",
      branches: ["sports-outdoors", "clothing"],
    },
    {
      key: "lumen-works",
      name: "Lumen Works",
      color: "#c98a12",
      link: "https://example.com/lumen",
      branches: ["home-living", "electronics"],
    },
    {
      key: "solace-home",
      name: "Solace Home",
      color: "#9b5a7a",
      link: "https://example.com/solace",
      branches: ["home-living", "kitchen"],
    },
    {
      key: "peak-form",
      name: "Peak Form",
      color: "#c0392b",
      link: "https://example.com/peak-form",
      branches: ["sports-outdoors"],
    },
    {
      key: "brightside-audio",
      name: "Brightside Audio",
      color: "#3a3f47",
      link: "https://example.com/brightside",
      branches: ["electronics"],
    },
    {
      key: "oak-iron",
      name: "Oak & Iron",
      color: "#5b4636",
      link: "https://example.com/oak-iron",
      branches: ["kitchen", "home-living"],
    },
    {
      key: "maru-ceramics",
      name: "Maru Ceramics",
      color: "#b0764f",
      link: "https://example.com/maru",
      branches: ["home-living", "kitchen"],
    },
    {
      key: "velo-studio",
      name: "Velo Studio",
      color: "#0f7b6c",
      link: "https://example.com/velo",
      branches: ["sports-outdoors", "electronics"],
    },
    {
      key: "hanse-textil",
      name: "Hanse Textil",
      color: "#2b4c7e",
      link: "https://example.com/hanse",
      branches: ["clothing", "home-living"],
    },
  ];

/** Colour options: hex swatches, and three patterns with an image swatch. */
export const COLOURS: {
  key: string;
  name: string;
  hex?: string;
  pattern?: ["stripes" | "dots" | "check", string, string];
}[] = [
  { key: "ocean", name: "Ocean", hex: "#1f6f8b" },
  { key: "graphite", name: "Graphite", hex: "#3a3f47" },
  { key: "sand", name: "Sand", hex: "#d8c3a5" },
  { key: "coral", name: "Coral", hex: "#ff7f6b" },
  { key: "forest", name: "Forest", hex: "#2f5d50" },
  { key: "mustard", name: "Mustard", hex: "#e0a526" },
  { key: "lilac", name: "Lilac", hex: "#b69bd6" },
  { key: "snow", name: "Snow", hex: "#f4f4f2" },
  { key: "black", name: "Black", hex: "#1b1b1b" },
  { key: "red", name: "Red", hex: "#c0392b" },
  { key: "navy", name: "Navy", hex: "#22356f" },
  { key: "breton-stripes", name: "Breton stripes", pattern: ["stripes", "#22356f", "#f4f4f2"] },
  { key: "polka-dots", name: "Polka dots", pattern: ["dots", "#c0392b", "#f4f4f2"] },
  { key: "gingham", name: "Gingham", pattern: ["check", "#2f5d50", "#f4f4f2"] },
];

/** Size options (clothing). */
export const SIZES = ["XS", "S", "M", "L", "XL", "XXL"];

/** Material options. */
export const MATERIALS = [
  "Cotton",
  "Linen",
  "Wool",
  "Recycled polyester",
  "Stainless steel",
  "Ceramic",
  "Oak wood",
  "Aluminium",
  "Leather",
  "Glass",
  "Bamboo",
];

/** Footer navigation: two columns of service pages. */
export const FOOTER_NAVIGATION = [
  {
    key: "shop-service",
    name: "Shop service",
    children: ["Contact", "Shipping and payment", "Returns", "FAQ"],
  },
  {
    key: "information",
    name: "Information",
    children: ["About us", "Imprint", "Privacy", "Terms and conditions"],
  },
];

/** Service navigation: the small links in the header's top bar. */
export const SERVICE_NAVIGATION = ["Contact", "Imprint", "Privacy", "Terms and conditions"];
