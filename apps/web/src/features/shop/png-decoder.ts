// Loaded on demand (stitched-design.ts): the PNG decoder (fast-png and its inflate) is not needed to paint a
// product page, only to stitch the design over the garment once the page is up.
export { decodePNGToRGBA } from '@threadbit/pixelart/png'
