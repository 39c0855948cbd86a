import type { NavigationCategory as Category } from "@vitrine/core/schemas";
import type { Crumb } from "../components/Breadcrumb";
import { categoryPath, nameOf } from "./format";

/** Breadcrumb of a category from its path of ids and its names (the root category is left out). */
export function categoryCrumbs(category: Category): Crumb[] {
  const names = category.breadcrumb ?? [nameOf(category)];
  const ids = [...(category.path ?? "").split("|").filter(Boolean), category.id];
  const crumbs = names.map((label, index) => ({
    label,
    href: ids[index] ? categoryPath(ids[index]) : undefined,
  }));
  return crumbs.length > 1 ? crumbs.slice(1) : crumbs;
}

/** A YouTube video element of a category's CMS page (Shopware's `youtube-video` slot). */
export interface CmsVideoView {
  videoId: string;
  title: string;
  previewImage?: string;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null;
const list = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter(isObject) : []);
/** A slot config value (`{ source: "static", value }`). */
const configValue = (config: unknown, key: string): unknown =>
  isObject(config) && isObject(config[key]) ? (config[key] as Loose).value : undefined;

/** The YouTube videos of a category's CMS page, in page order (sections → blocks → slots). */
export function cmsVideos(category: Category): CmsVideoView[] {
  const page = (category as Loose).cmsPage;
  if (!isObject(page)) return [];
  const videos: CmsVideoView[] = [];
  for (const section of list(page.sections))
    for (const block of list(section.blocks))
      for (const slot of list(block.slots)) {
        if (slot.type !== "youtube-video") continue;
        const videoId = configValue(slot.config, "videoID");
        if (typeof videoId !== "string" || !videoId) continue;
        const title = configValue(slot.config, "iframeTitle");
        const preview = isObject(slot.data) ? slot.data.previewMedia : undefined;
        const previewImage = isObject(preview) && typeof preview.url === "string" ? preview.url : undefined;
        videos.push({
          videoId,
          title: typeof title === "string" && title ? title : "Video",
          ...(previewImage ? { previewImage } : {}),
        });
      }
  return videos;
}
