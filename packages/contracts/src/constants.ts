/** Limits and constants both sides agree on (docs/decisions/ explains the less obvious ones). */
export const USERNAME_MIN = 3
export const USERNAME_MAX = 20
export const PASSWORD_MIN = 6
/** Letters, digits, underscore, hyphen and dot. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/

export const FLAIRS = ['none', 'wave', 'flash1', 'flash2', 'glow1', 'glow2'] as const
export type Flair = (typeof FLAIRS)[number]

export const PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 96
export const JSON_BODY_LIMIT_BYTES = 2 * 1024 * 1024
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024
/** Decoded uploads (imports, AI references, review photos) are at most 4096 × 4096 and 16 megapixels. */
export const MAX_IMAGE_SIDE = 4096
export const MAX_IMAGE_PIXELS = 16_000_000
export const IMAGE_TOO_LARGE_MESSAGE = `The image may be at most ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} pixels.`
export const exceedsImageLimits = (width: number, height: number) =>
  width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS
/** The only image formats the server takes as uploads (it reads the file's bytes, not this list). */
export const UPLOAD_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif'

/** Editor grid: default size, storage size (also the maximum editor size), palette. */
export const DEFAULT_ROWS = 24
export const DEFAULT_COLUMNS = 24
export const GRID_STORAGE_SIZE = 128
export const MAX_GRID_SIZE = 128
export const PALETTE_SLOTS = 32
export const PRESET_COLOR_COUNT = 24
export const MAX_ACTIVE_COLORS = 12
export const UNDO_LIMIT = 25
export const TITLE_MAX = 20
export const AUTHOR_MAX = 50
export const COLOR_MATCH_TOLERANCE = 10
export const IMPORT_SMALL_IMAGE_LIMIT = 96

export const MOBILE_BREAKPOINT_PX = 768
export const SEARCH_DEBOUNCE_MS = 600

/** Embroidery request limits (docs/decisions/pixel-size-rule.md). */
export const EMBROIDERY_STITCH_SIZE_MIN = 1.5
export const EMBROIDERY_STITCH_SIZE_MAX = 2.5
export const EMBROIDERY_STITCH_SIZE_DEFAULT = 2
export const EMBROIDERY_SCALE_MIN = 1
export const EMBROIDERY_SCALE_MAX = 2
