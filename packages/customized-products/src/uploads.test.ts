import { describe, expect, it } from "vitest";
import { addUploads, removeUpload, updateUpload } from "./uploads";

const file = (name: string, size = 10, type = "image/png") => new File(["x".repeat(size)], name, { type });

describe("upload registry (SPEC 3, 4, 8)", () => {
  it("a file is added, then uploading, then success with valid and uploaded", () => {
    let entries = addUploads([], [file("a.png")], {});
    expect(entries.map((entry) => entry.status)).toEqual(["added"]);
    entries = updateUpload(entries, "a.png", { status: "uploading" });
    expect(entries[0]?.status).toBe("uploading");
    entries = updateUpload(entries, "a.png", { status: "success", mediaId: "m1" });
    expect(entries[0]).toMatchObject({ status: "success", valid: true, uploaded: true, mediaId: "m1" });
  });
  it("while uploading, the entry says how much is sent; the answer ends it", () => {
    let entries = updateUpload(addUploads([], [file("a.png")], {}), "a.png", { status: "uploading" });
    expect(entries[0]?.progress).toBeUndefined();
    entries = updateUpload(entries, "a.png", { status: "uploading", progress: 0.4 });
    expect(entries[0]).toMatchObject({ status: "uploading", progress: 0.4 });
    entries = updateUpload(entries, "a.png", { status: "success", mediaId: "m1" });
    expect(entries[0]).not.toHaveProperty("progress");
  });
  it("duplicates by name are ignored", () => {
    const entries = addUploads(addUploads([], [file("a.png")], { maxCount: 3 }), [file("a.png", 99)], {
      maxCount: 3,
    });
    expect(entries).toHaveLength(1);
  });
  it("more files than the max count (default 1) gives error code 422", () => {
    const entries = addUploads([], [file("a.png"), file("b.png")], {});
    expect(entries.map((entry) => [entry.name, entry.status, entry.code])).toEqual([
      ["a.png", "added", undefined],
      ["b.png", "error", 422],
    ]);
  });
  it("removing one file frees a slot and the next waiting file is uploaded", () => {
    const entries = addUploads([], [file("a.png"), file("b.png")], { maxCount: 1 });
    const next = removeUpload(entries, "a.png", { maxCount: 1 });
    expect(next.map((entry) => [entry.name, entry.status, entry.code])).toEqual([
      ["b.png", "added", undefined],
    ]);
  });
  it("an upload error keeps the file with its code", () => {
    const entries = updateUpload(addUploads([], [file("a.png")], {}), "a.png", {
      status: "error",
      code: 500,
    });
    expect(entries[0]).toMatchObject({ status: "error", code: 500, valid: false, uploaded: false });
  });
  it("type and size are checked before sending (415, 413)", () => {
    const entries = addUploads(
      [],
      [file("x.exe"), file("big.png", 2 * 1024 * 1024), file("doc.pdf", 10, "application/pdf")],
      {
        maxCount: 5,
        excludedExtensions: ["exe"],
        maxFileSize: 1,
        imagesOnly: true,
      },
    );
    expect(entries.map((entry) => entry.code)).toEqual([415, 413, 415]);
  });
  it("a file has a stable identity: name, size and last modified", () => {
    const one = new File(["abc"], "a.png", { lastModified: 5 });
    expect(addUploads([], [one], {})[0]?.key).toBe("a.png|3|5");
  });
});
