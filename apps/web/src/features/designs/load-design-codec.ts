/**
 * The design codec (the PNG encoder and decoder, ~11 kB gzipped) on demand: the editor draws without it
 * and needs it only to open, save, embroider or download a design. Imports are cached, so every caller
 * shares one download.
 */
export const loadDesignCodec = () => import('./design-codec.ts')

export type DesignCodec = Awaited<ReturnType<typeof loadDesignCodec>>
