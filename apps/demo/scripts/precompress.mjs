#!/usr/bin/env node
// Writes .br and .gz beside every text asset of build/client, so that server.mjs serves them without
// compressing on every request (brotli is what browsers take; gzip for the rest).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/client");
const TEXT = /\.(js|mjs|css|svg|json|txt|html|xml)$/;

function* files(directory) {
  for (const entry of readdirSync(directory)) {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (TEXT.test(entry)) yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  const content = readFileSync(file);
  if (content.length < 512) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in build/client`);
