import { useConfig, withBasePath } from "@vitrine/core";
import { useCallback } from "react";

/** Returns `path(p)`: a path of the shop in the page language (`/contact` → `/de/contact` on German pages). */
export function useShopPath(): (path: string) => string {
  const { basePath } = useConfig();
  return useCallback((path: string) => withBasePath(path, basePath), [basePath]);
}
