/** @type {import("next").NextConfig} */
export default {
  // Source maps of the browser's chunks: the example runner reads them to measure what the Vitrine packages add.
  productionBrowserSourceMaps: true,
};
