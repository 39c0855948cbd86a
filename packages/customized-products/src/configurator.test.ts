import { createStoreApiClient } from "@vitrine/core";
import type { LineItem } from "@vitrine/core/schemas";
import { describe, expect, it } from "vitest";
import {
  configurationBody,
  configuratorReducer,
  deriveConfigurator,
  initialConfiguratorState,
} from "./configurator.state";
import { fixtureTemplate } from "./customizedProducts.fixtures";
import { editedConfiguration, restoredChoices } from "./restore";
import { uploadFile } from "./upload-queue";

const uploaded = {
  key: "a.png",
  name: "a.png",
  status: "success" as const,
  valid: true,
  uploaded: true,
  mediaId: "m1",
};
const withPhoto = (confirmed: boolean) => {
  let state = initialConfiguratorState(fixtureTemplate);
  state = configuratorReducer(state, { type: "uploads", optionId: "photo", update: () => [uploaded] });
  return configuratorReducer(state, { type: "confirm", confirmed });
};

describe("buy button (customized products, SPEC 4)", () => {
  it("disabled unless all fields are valid, no exclusion violation exists and the confirm checkbox is ticked", () => {
    expect(deriveConfigurator(fixtureTemplate, initialConfiguratorState(fixtureTemplate)).canBuy).toBe(false);
    expect(deriveConfigurator(fixtureTemplate, withPhoto(false)).canBuy).toBe(false);
    expect(deriveConfigurator(fixtureTemplate, withPhoto(true)).canBuy).toBe(true);
    const violating = configuratorReducer(
      configuratorReducer(withPhoto(true), { type: "set", optionId: "style", value: ["mono"] }),
      { type: "set", optionId: "frame", value: ["black"] },
    );
    const view = deriveConfigurator(fixtureTemplate, violating);
    expect(view.valid).toBe(true);
    expect(view.violations.map((violation) => violation.id)).toEqual(["mono-frame"]);
    expect(view.canBuy).toBe(false);
  });
  it("the template's default values are chosen at the start", () => {
    const state = initialConfiguratorState(fixtureTemplate);
    expect(state.values.size).toEqual(["small"]);
    expect(state.values.style).toEqual(["colour"]);
    expect(state.values.copies).toBe("0");
  });
});

describe("the buy form's body", () => {
  it("posts every filled option and the uploads as media by file name, with the product line and quantity", () => {
    let state = withPhoto(true);
    state = configuratorReducer(state, { type: "set", optionId: "title", value: "Summer" });
    state = configuratorReducer(state, { type: "set", optionId: "extras", value: ["hook", "pad"] });
    state = configuratorReducer(state, { type: "quantity", quantity: 2 });
    expect(configurationBody(fixtureTemplate, "p1", state)).toEqual({
      "customized-products-template": {
        id: "template",
        options: {
          size: { value: "small" },
          style: { value: "colour" },
          extras: { value: ["hook", "pad"] },
          photo: { media: { "a.png": { id: "m1", filename: "a.png" } } },
          title: { value: "Summer" },
          copies: { value: 0 },
        },
      },
      lineItems: { p1: { id: "p1", quantity: 2 } },
    });
  });

  it("leaves out a value that breaks its field rule (the price display keeps answering while the shopper types)", () => {
    const state = configuratorReducer(withPhoto(true), { type: "set", optionId: "title", value: "A" });
    const options = configurationBody(fixtureTemplate, "p1", state)["customized-products-template"].options;
    expect(options).not.toHaveProperty("title");
  });
});

describe("restore configuration (SPEC 3)", () => {
  it("restores quantity and every value; file values come from their mediaId", () => {
    const choices = restoredChoices(fixtureTemplate, {
      quantity: 3,
      options: {
        size: { type: "select", value: ["large"] },
        photo: { type: "imagefileupload", value: [{ filename: "me.png", mediaId: "m9" }] },
        wrap: { type: "checkbox", value: true },
        title: { type: "textfield", value: "Hi" },
      },
    });
    const state = initialConfiguratorState(fixtureTemplate, 1, choices);
    expect(state.quantity).toBe(3);
    expect(state.values).toMatchObject({ size: ["large"], wrap: true, title: "Hi", style: [] });
    expect(state.uploads.photo).toEqual([
      { key: "me.png|m9", name: "me.png", status: "success", valid: true, uploaded: true, mediaId: "m9" },
    ]);
    expect(state.uploads.photo?.[0]?.file).toBeUndefined();
  });
});

describe("change a configuration from the cart (the cart line's edit link)", () => {
  const line = (templateId: string): LineItem =>
    ({
      id: "hash-1",
      type: "customized-products",
      quantity: 4,
      extensions: {
        customizedProductConfiguration: {
          id: "conf-1",
          hash: "hash-1",
          configuration: {
            templateId,
            quantity: 1,
            options: {
              size: { type: "select", value: ["large"] },
              photo: { type: "imagefileupload", value: [{ filename: "me.png", mediaId: "m9" }] },
              title: { type: "textfield", value: "Hi" },
            },
          },
        },
      },
    }) as unknown as LineItem;

  it("restores every value and the line's quantity, and adding posts the line's hash as oldHash", () => {
    const other = { id: "p", type: "product", quantity: 1 } as unknown as LineItem;
    const choices = editedConfiguration(fixtureTemplate, [other, line("template")], "conf-1");
    const state = initialConfiguratorState(fixtureTemplate, 1, choices);
    expect(state.quantity).toBe(4);
    expect(state.values).toMatchObject({ size: ["large"], title: "Hi" });
    expect(state.uploads.photo?.map((entry) => entry.mediaId)).toEqual(["m9"]);
    expect(configurationBody(fixtureTemplate, "p1", state)["customized-products-template"]).toMatchObject({
      oldHash: "hash-1",
      options: { size: { value: "large" }, title: { value: "Hi" } },
    });
  });

  it("nothing to restore for an unknown configuration id or another template's line", () => {
    expect(editedConfiguration(fixtureTemplate, [line("template")], "conf-2")).toBeNull();
    expect(editedConfiguration(fixtureTemplate, [line("another-template")], "conf-1")).toBeNull();
    expect(
      configurationBody(fixtureTemplate, "p1", initialConfiguratorState(fixtureTemplate))[
        "customized-products-template"
      ],
    ).not.toHaveProperty("oldHash", expect.anything());
  });
});

const client = (respond: () => Response) =>
  createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "K",
    retry: 0,
    fetch: async () => respond(),
  });
const png = new File(["x"], "a.png", { type: "image/png" });

describe("upload errors (SPEC 8)", () => {
  it("an answer with mediaId uploads the file", async () => {
    const ok = client(() => Response.json({ mediaId: "m1" }));
    expect(await uploadFile(ok, "photo", png)).toEqual({ mediaId: "m1" });
  });
  it("a non-JSON response marks the file as failed with the HTTP status as code", async () => {
    const html = client(() => new Response("<html>oops</html>", { status: 502 }));
    expect(await uploadFile(html, "photo", png)).toEqual({ code: 502 });
  });
  it("an errors field marks the file as failed with the HTTP status as code", async () => {
    const refused = client(() => Response.json({ errors: [{ code: "TOO_LARGE" }] }, { status: 413 }));
    expect(await uploadFile(refused, "photo", png)).toEqual({ code: 413 });
    const odd = client(() => Response.json({ errors: [{ code: "X" }] }, { status: 200 }));
    expect(await uploadFile(odd, "photo", png)).toEqual({ code: 200 });
  });
  it("a file read error also fails the file", async () => {
    const unreadable = {
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error("gone")) }),
    } as unknown as File;
    expect(
      await uploadFile(
        client(() => Response.json({ mediaId: "m1" })),
        "photo",
        unreadable,
      ),
    ).toEqual({ code: 0 });
  });
});
