// Test and story data: the example answer of readCookieGroups from the Store API schema (storeApiSchema.json).
import type { CookieGroupConfig } from "./cookieConsent.state";

/** `GET /store-api/cookie-groups` as the schema's example shows it. */
export const cookieGroupsResponse = {
  apiAlias: "cookie_groups_hash",
  elements: [
    {
      isRequired: true,
      description: "Cookies required for this shop to function:",
      name: "Technically required",
      entries: [
        { name: "Session", hidden: false, cookie: "session-", apiAlias: "cookie_entry" },
        { name: "Timezone", hidden: false, cookie: "timezone", apiAlias: "cookie_entry" },
        {
          value: "1",
          expiration: 30,
          name: "Cookie preferences",
          hidden: true,
          cookie: "cookie-preference",
          apiAlias: "cookie_entry",
        },
      ],
      apiAlias: "cookie_group",
    },
    {
      isRequired: false,
      description: "Cookies used for statistics and shop performance metrics.",
      name: "Statistics",
      entries: [
        {
          value: "1",
          expiration: 30,
          name: "Google Analytics",
          hidden: false,
          cookie: "google-analytics-enabled",
          apiAlias: "cookie_entry",
        },
      ],
      apiAlias: "cookie_group",
    },
    {
      isRequired: false,
      description: "Allows Google to collect personal data for online advertising and marketing.",
      name: "Marketing",
      entries: [
        {
          value: "1",
          expiration: 30,
          name: "Google Advertising",
          hidden: false,
          cookie: "google-ads-enabled",
          apiAlias: "cookie_entry",
        },
      ],
      apiAlias: "cookie_group",
    },
    {
      isRequired: false,
      name: "Comfort features",
      entries: [
        {
          value: "1",
          expiration: 30,
          name: "YouTube video",
          hidden: false,
          cookie: "youtube-video",
          apiAlias: "cookie_entry",
        },
      ],
      apiAlias: "cookie_group",
    },
  ],
  hash: "f86b6a872cb83dbd22d838ceda1aa3d4",
  languageId: "2fbb5fe2e29a4d70aa5854ce7ce3e20b",
};

/** A shop's configured groups with a group of several cookies (to show parent and child checkboxes). */
export const configuredCookieGroups: CookieGroupConfig[] = [
  {
    isRequired: true,
    name: "Technically required",
    description: "Cookies the shop needs to work: session, cart, your cookie choice.",
    entries: [
      { cookie: "session-", name: "Session" },
      { cookie: "cookie-preference", name: "Cookie preferences", value: "1", expiration: 30, hidden: true },
    ],
  },
  {
    isRequired: false,
    name: "Comfort features",
    description: "Remember your wishlist as a guest and show embedded videos.",
    entries: [
      { cookie: "wishlist-enabled", name: "Wishlist", value: "1", expiration: 30 },
      { cookie: "youtube-video", name: "YouTube video", value: "1", expiration: 30 },
    ],
  },
  {
    isRequired: false,
    name: "Statistics",
    description: "Anonymous statistics that help us improve the shop.",
    entries: [
      { cookie: "google-analytics-enabled", name: "Google Analytics", value: "1", expiration: 30 },
      { cookie: "_ga", name: "Google Analytics identifier" },
    ],
  },
  {
    isRequired: false,
    name: "Marketing",
    cookie: "google-ads-enabled",
    value: "1",
    expiration: 90,
  },
];
