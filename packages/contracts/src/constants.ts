/** Limits and constants both sides agree on (specs section 9 and DECISIONS.md). */
export const USERNAME_MIN = 3
export const USERNAME_MAX = 20
export const PASSWORD_MIN = 6
/** Letters, digits, underscore, hyphen and dot (DECISIONS.md). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/

export const FLAIRS = ['none', 'wave', 'flash1', 'flash2', 'glow1', 'glow2'] as const
export type Flair = (typeof FLAIRS)[number]

export const PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 96
export const JSON_BODY_LIMIT_BYTES = 2 * 1024 * 1024
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024

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
