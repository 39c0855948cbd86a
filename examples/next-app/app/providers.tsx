"use client";
// Vitrine in the browser: one Store API client per page (the context token from its cookie; a rotated one is written
// back), and Next's router for every link and navigation of the packages.
import {
  createStoreApiClient,
  type Navigate,
  type RouterLinkProps,
  readCookie,
  type VitrineConfig,
  VitrineProvider,
  writeCookie,
} from "@vitrine/core";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { type ReactNode, useCallback, useState } from "react";
import { ACCESS_KEY, CONTEXT_TOKEN_COOKIE } from "../lib/shop";

function Link({ href, replace, ...props }: RouterLinkProps) {
  return <NextLink href={href} replace={replace} {...props} />;
}

export function Providers({ config, children }: { config: VitrineConfig; children: ReactNode }) {
  const router = useRouter();
  const [client] = useState(() =>
    createStoreApiClient({
      baseUrl: "/store-api",
      accessKey: ACCESS_KEY,
      contextToken: readCookie(CONTEXT_TOKEN_COOKIE) ?? undefined,
      onContextTokenChange: (token) => writeCookie(CONTEXT_TOKEN_COOKIE, token, { path: "/", days: 30 }),
    }),
  );
  const navigate = useCallback<Navigate>(
    (url, { replace, keepScroll }) =>
      replace ? router.replace(url, { scroll: !keepScroll }) : router.push(url, { scroll: !keepScroll }),
    [router],
  );
  return (
    <VitrineProvider client={client} config={config} navigate={navigate} Link={Link}>
      {children}
    </VitrineProvider>
  );
}
