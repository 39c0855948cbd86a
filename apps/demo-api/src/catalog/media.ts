import { SEED_TIME } from "../seed/db.js";
import { idFor } from "../seed/ids.js";

/** Placeholder for the public origin inside seeded JSON; replaced when the catalogue is loaded. */
export const PUBLIC_URL_PLACEHOLDER = "@@PUBLIC_URL@@";

/** Natural size of every product image (a square SVG). */
export const ORIGINAL_SIZE = 2000;
/** Thumbnail widths, as Shopware's default media thumbnail sizes for products. */
export const THUMBNAIL_WIDTHS = [280, 800, 1920] as const;

/** Product silhouettes the renderer knows. */
export type Shape =
  | "tshirt"
  | "hoodie"
  | "trousers"
  | "lamp"
  | "cushion"
  | "mug"
  | "camera"
  | "headphones"
  | "bag"
  | "backpack"
  | "bottle"
  | "mat"
  | "coffee"
  | "knife"
  | "pot"
  | "canvas"
  | "strap"
  | "card"
  | "tripod"
  | "speaker";

/** What a media file shows; stored in media.art and drawn on request. */
export type Art =
  | {
      kind: "product";
      shape: Shape;
      color: string;
      background: [string, string];
      angle: number;
      label: string;
    }
  | { kind: "swatch"; colors: string[]; pattern: "stripes" | "dots" | "check" }
  | { kind: "logo"; text: string; color: string }
  | { kind: "banner"; title: string; colors: [string, string] };

/** Path of a media file below /store-api/_media (width "original" or a thumbnail width). */
export function mediaPath(id: string, fileName: string, width: number | "original"): string {
  return `/store-api/_media/${id}/${width}/${fileName}.svg`;
}

interface MediaRow {
  id: string;
  file_name: string;
  width: number;
  height: number;
  alt: string | null;
  title: string | null;
}

/** The Store API Media entity of a row (URLs carry the public-URL placeholder). */
export function mediaJson(row: MediaRow, withThumbnails = true): Record<string, unknown> {
  const url = `${PUBLIC_URL_PLACEHOLDER}${mediaPath(row.id, row.file_name, "original")}`;
  const ratio = row.height / row.width;
  return {
    id: row.id,
    mimeType: "image/svg+xml",
    fileExtension: "svg",
    fileName: row.file_name,
    fileSize: 4096,
    uploadedAt: SEED_TIME,
    metaData: { width: row.width, height: row.height, type: 2 },
    alt: row.alt,
    title: row.title,
    url,
    path: `media/${row.id.slice(0, 2)}/${row.file_name}.svg`,
    hasFile: true,
    private: false,
    config: null,
    customFields: null,
    createdAt: SEED_TIME,
    updatedAt: null,
    translated: { alt: row.alt, title: row.title, customFields: {} },
    thumbnails: withThumbnails
      ? THUMBNAIL_WIDTHS.filter((width) => width < row.width).map((width) => ({
          id: idFor(`thumbnail:${row.id}:${width}`),
          mediaId: row.id,
          width,
          height: Math.round(width * ratio),
          url: `${PUBLIC_URL_PLACEHOLDER}${mediaPath(row.id, row.file_name, width)}`,
          path: `thumbnail/${row.id.slice(0, 2)}/${row.file_name}_${width}x${Math.round(width * ratio)}.svg`,
          customFields: null,
          createdAt: SEED_TIME,
          updatedAt: null,
          apiAlias: "media_thumbnail",
        }))
      : [],
    apiAlias: "media",
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace("#", "").slice(0, 6), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const target = amount > 0 ? 255 : 0;
    return Math.round(channel + (target - channel) * Math.abs(amount));
  });
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

// Silhouettes in a 1000 × 1000 box, centred around (500, 520).
const SHAPES: Record<Shape, (fill: string, dark: string, light: string) => string> = {
  tshirt: (f, d, l) =>
    `<path d="M350 230 L430 200 Q500 250 570 200 L650 230 L800 330 L740 440 L670 400 L670 800 L330 800 L330 400 L260 440 L200 330 Z" fill="${f}" stroke="${d}" stroke-width="8"/><path d="M430 200 Q500 270 570 200" fill="none" stroke="${d}" stroke-width="10"/><path d="M360 420 L360 780" stroke="${l}" stroke-width="18" opacity=".35"/>`,
  hoodie: (f, d, l) =>
    `<path d="M360 260 Q500 120 640 260 L800 360 L750 620 L680 590 L680 820 L320 820 L320 590 L250 620 L200 360 Z" fill="${f}" stroke="${d}" stroke-width="8"/><path d="M420 260 Q500 330 580 260 Q560 180 500 170 Q440 180 420 260 Z" fill="${d}" opacity=".45"/><rect x="400" y="620" width="200" height="110" rx="30" fill="${d}" opacity=".3"/><path d="M470 300 L460 420 M530 300 L540 420" stroke="${l}" stroke-width="8"/>`,
  trousers: (f, d, l) =>
    `<path d="M370 180 L630 180 L680 820 L540 820 L500 380 L460 820 L320 820 Z" fill="${f}" stroke="${d}" stroke-width="8"/><rect x="370" y="180" width="260" height="50" fill="${d}" opacity=".35"/><path d="M420 260 L400 760" stroke="${l}" stroke-width="14" opacity=".35"/>`,
  lamp: (f, d, l) =>
    `<path d="M360 200 L640 200 L720 440 L280 440 Z" fill="${f}" stroke="${d}" stroke-width="8"/><rect x="490" y="440" width="20" height="300" fill="${d}"/><ellipse cx="500" cy="770" rx="150" ry="40" fill="${d}"/><path d="M380 230 L330 410" stroke="${l}" stroke-width="18" opacity=".5"/>`,
  cushion: (f, d, l) =>
    `<path d="M250 280 Q500 220 750 280 Q800 520 750 760 Q500 820 250 760 Q200 520 250 280 Z" fill="${f}" stroke="${d}" stroke-width="8"/><circle cx="500" cy="520" r="18" fill="${d}"/><path d="M320 330 Q500 300 680 330" stroke="${l}" stroke-width="14" fill="none" opacity=".5"/>`,
  mug: (f, d, l) =>
    `<path d="M300 280 L640 280 L620 760 Q470 800 320 760 Z" fill="${f}" stroke="${d}" stroke-width="8"/><path d="M630 380 Q780 380 760 520 Q740 640 615 640" fill="none" stroke="${d}" stroke-width="40"/><ellipse cx="470" cy="280" rx="170" ry="30" fill="${d}" opacity=".5"/><path d="M350 330 L365 720" stroke="${l}" stroke-width="20" opacity=".45"/>`,
  camera: (f, d, l) =>
    `<rect x="200" y="340" width="600" height="380" rx="50" fill="${f}" stroke="${d}" stroke-width="8"/><rect x="300" y="280" width="160" height="80" rx="16" fill="${d}"/><circle cx="520" cy="530" r="150" fill="${d}"/><circle cx="520" cy="530" r="110" fill="#1d2330"/><circle cx="480" cy="490" r="35" fill="${l}" opacity=".6"/><rect x="660" y="380" width="90" height="40" rx="10" fill="${l}"/>`,
  headphones: (f, d, l) =>
    `<path d="M260 560 Q260 220 500 220 Q740 220 740 560" fill="none" stroke="${f}" stroke-width="60"/><rect x="200" y="520" width="140" height="240" rx="60" fill="${f}" stroke="${d}" stroke-width="8"/><rect x="660" y="520" width="140" height="240" rx="60" fill="${f}" stroke="${d}" stroke-width="8"/><rect x="230" y="560" width="40" height="160" rx="20" fill="${l}" opacity=".5"/>`,
  bag: (f, d, l) =>
    `<path d="M380 360 Q380 220 500 220 Q620 220 620 360" fill="none" stroke="${d}" stroke-width="30"/><path d="M250 360 L750 360 L790 800 L210 800 Z" fill="${f}" stroke="${d}" stroke-width="8"/><path d="M290 400 L260 760" stroke="${l}" stroke-width="18" opacity=".4"/>`,
  backpack: (f, d, l) =>
    `<rect x="300" y="220" width="400" height="600" rx="120" fill="${f}" stroke="${d}" stroke-width="8"/><rect x="360" y="520" width="280" height="220" rx="40" fill="${d}" opacity=".4"/><path d="M430 220 Q500 150 570 220" fill="none" stroke="${d}" stroke-width="26"/><path d="M340 320 L340 700" stroke="${l}" stroke-width="18" opacity=".4"/>`,
  bottle: (f, d, l) =>
    `<rect x="440" y="160" width="120" height="90" rx="20" fill="${d}"/><path d="M420 250 L580 250 Q640 300 640 380 L640 800 Q500 840 360 800 L360 380 Q360 300 420 250 Z" fill="${f}" stroke="${d}" stroke-width="8"/><path d="M400 380 L400 760" stroke="${l}" stroke-width="22" opacity=".45"/>`,
  mat: (f, d, l) =>
    `<rect x="200" y="420" width="600" height="260" rx="130" fill="${f}" stroke="${d}" stroke-width="8"/><circle cx="330" cy="550" r="110" fill="${d}" opacity=".35"/><circle cx="330" cy="550" r="60" fill="${l}" opacity=".4"/>`,
  coffee: (f, d, l) =>
    `<path d="M320 220 L680 220 L700 820 L300 820 Z" fill="${f}" stroke="${d}" stroke-width="8"/><path d="M320 220 L360 170 L640 170 L680 220" fill="${d}"/><ellipse cx="500" cy="520" rx="70" ry="100" fill="${d}" opacity=".55"/><path d="M500 430 Q470 520 500 610" stroke="${l}" stroke-width="10" fill="none"/>`,
  knife: (f, d, l) =>
    `<path d="M180 600 L640 420 Q760 380 820 420 L640 560 Z" fill="#d9dee5" stroke="#8a93a0" stroke-width="6"/><rect x="110" y="570" width="220" height="80" rx="30" transform="rotate(-21 220 610)" fill="${f}" stroke="${d}" stroke-width="6"/><path d="M660 430 L790 410" stroke="${l}" stroke-width="8"/>`,
  pot: (f, d, l) =>
    `<rect x="260" y="380" width="480" height="360" rx="60" fill="${f}" stroke="${d}" stroke-width="8"/><rect x="240" y="340" width="520" height="60" rx="24" fill="${d}"/><rect x="470" y="290" width="60" height="50" rx="14" fill="${d}"/><rect x="140" y="440" width="120" height="40" rx="20" fill="${d}"/><rect x="740" y="440" width="120" height="40" rx="20" fill="${d}"/><path d="M310 430 L310 700" stroke="${l}" stroke-width="20" opacity=".4"/>`,
  canvas: (f, d, l) =>
    `<rect x="230" y="220" width="540" height="600" rx="12" fill="#fdfcf8" stroke="${d}" stroke-width="14"/><path d="M260 760 L430 520 L540 640 L620 560 L740 760 Z" fill="${f}"/><circle cx="640" cy="370" r="60" fill="${l}"/>`,
  strap: (f, d, l) =>
    `<path d="M200 700 Q500 200 800 700" fill="none" stroke="${f}" stroke-width="70"/><path d="M200 700 Q500 200 800 700" fill="none" stroke="${l}" stroke-width="10" stroke-dasharray="30 24" opacity=".7"/><rect x="150" y="680" width="100" height="70" rx="14" fill="${d}"/><rect x="750" y="680" width="100" height="70" rx="14" fill="${d}"/>`,
  card: (f, d, l) =>
    `<path d="M340 220 L620 220 L680 280 L680 800 L340 800 Z" fill="${f}" stroke="${d}" stroke-width="8"/><rect x="390" y="260" width="30" height="110" fill="${l}"/><rect x="440" y="260" width="30" height="110" fill="${l}"/><rect x="490" y="260" width="30" height="110" fill="${l}"/><rect x="380" y="520" width="260" height="160" rx="12" fill="${d}" opacity=".4"/>`,
  tripod: (f, d, l) =>
    `<rect x="400" y="200" width="200" height="90" rx="20" fill="${d}"/><path d="M500 290 L260 820 M500 290 L740 820 M500 290 L500 820" stroke="${f}" stroke-width="34" stroke-linecap="round"/><path d="M500 300 L500 560" stroke="${l}" stroke-width="10"/>`,
  speaker: (f, d, l) =>
    `<rect x="310" y="200" width="380" height="620" rx="70" fill="${f}" stroke="${d}" stroke-width="8"/><circle cx="500" cy="620" r="120" fill="${d}"/><circle cx="500" cy="620" r="50" fill="${l}" opacity=".5"/><circle cx="500" cy="360" r="60" fill="${d}"/>`,
};

/** Renders an SVG for a media row at the requested width (height follows the aspect ratio). */
export function renderSvg(art: Art, naturalWidth: number, naturalHeight: number, width: number): string {
  const height = Math.round((width * naturalHeight) / naturalWidth);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1000 ${Math.round((1000 * naturalHeight) / naturalWidth)}">`;
  switch (art.kind) {
    case "product": {
      const [from, to] = art.background;
      const body = SHAPES[art.shape](art.color, shade(art.color, -0.35), shade(art.color, 0.55));
      return `${open}<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="glow" cx=".5" cy=".42" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset=".55" stop-color="#000" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><rect width="1000" height="1000" fill="url(#bg)"/><circle cx="500" cy="450" r="420" fill="url(#glow)"/><ellipse cx="500" cy="860" rx="340" ry="62" fill="url(#shadow)"/><g transform="rotate(${art.angle} 500 520)">${body}</g><text x="500" y="950" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" letter-spacing="6" fill="${shade(to, -0.55)}" opacity=".7">${escapeXml(art.label.toUpperCase())}</text></svg>`;
    }
    case "swatch": {
      const [a = "#888888", b = "#ffffff"] = art.colors;
      const pattern =
        art.pattern === "stripes"
          ? `<pattern id="p" width="100" height="100" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="100" height="100" fill="${a}"/><rect width="50" height="100" fill="${b}"/></pattern>`
          : art.pattern === "dots"
            ? `<pattern id="p" width="120" height="120" patternUnits="userSpaceOnUse"><rect width="120" height="120" fill="${a}"/><circle cx="60" cy="60" r="26" fill="${b}"/></pattern>`
            : `<pattern id="p" width="200" height="200" patternUnits="userSpaceOnUse"><rect width="200" height="200" fill="${a}"/><rect width="100" height="100" fill="${b}"/><rect x="100" y="100" width="100" height="100" fill="${b}"/></pattern>`;
      return `${open}<defs>${pattern}</defs><rect width="1000" height="1000" fill="url(#p)"/></svg>`;
    }
    case "logo":
      return `${open}<rect width="1000" height="500" fill="#fff"/><text x="500" y="290" text-anchor="middle" font-family="Georgia, serif" font-size="110" font-weight="bold" fill="${art.color}">${escapeXml(art.text)}</text></svg>`;
    case "banner": {
      const [from, to] = art.colors;
      // The title's baseline sits 70 units above the bottom of a wide banner (3:1), at 330 on taller ones.
      const baseline = Math.min(330, Math.round((1000 * naturalHeight) / naturalWidth) - 70);
      return `${open}<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1000" height="1000" fill="url(#bg)"/><circle cx="800" cy="120" r="260" fill="#fff" opacity=".12"/><circle cx="120" cy="480" r="180" fill="#fff" opacity=".08"/><text x="80" y="${baseline}" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="bold" fill="#fff">${escapeXml(art.title)}</text></svg>`;
    }
  }
}
