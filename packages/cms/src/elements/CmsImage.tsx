import { useConfig } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import type { CSSProperties } from "react";
import { defineCmsElement } from "../cms.registry";
import type { CmsImageData } from "./elements.schema";
import { cmsHref } from "./links";
import { CmsMediaImage, CONTENT_WIDTH_SIZES } from "./media";

/**
 * Shopware's `image` element: the media with `srcset` from its thumbnails and its intrinsic size (no layout shift),
 * display mode standard / cover / contain with the minimum height, an optional link; the page's first loads first.
 */
export const CmsImage = defineCmsElement<CmsImageData>(function CmsImage({ data, config, priority }) {
  const links = useConfig();
  if (!data) return null;
  const mode = config("displayMode");
  const minHeight = config("minHeight");
  const url = config("url");
  const cover = mode === "cover" || mode === "contain";
  const style: CSSProperties | undefined = cover
    ? {
        objectFit: mode as "cover" | "contain",
        minHeight: typeof minHeight === "string" ? minHeight : undefined,
      }
    : undefined;
  const image = (
    <CmsMediaImage
      media={data.media}
      sizes={CONTENT_WIDTH_SIZES}
      priority={priority}
      className="vitrine-cms-image__img"
      style={style}
    />
  );
  return (
    <div className="vitrine-cms-image" data-mode={typeof mode === "string" ? mode : "standard"}>
      {typeof url === "string" && url ? (
        <Link
          href={cmsHref(url, links)}
          {...(config("newTab") === true ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {image}
        </Link>
      ) : (
        image
      )}
    </div>
  );
});
