// The shop's connection: one place for the Store API's address, the sales channel's access key and the cookie that
// keeps the shopper's context token (their cart). The access key is public (every browser sends it); the sales
// channel id is the one `GET /store-api/context` answers as `salesChannel.id` (the administration shows it too).
import type { VitrineConfig } from "@vitrine/core/server";

export const ACCESS_KEY = process.env.STORE_API_ACCESS_KEY ?? "SWSCVITRINEDEMOACCESSKEY01";
export const CONTEXT_TOKEN_COOKIE = "sw-context-token";

export const shopConfig: VitrineConfig = {
  salesChannelId: "98432def39fc4624b33213a56b8c944d",
  locale: "en-GB",
  currency: "EUR",
};
