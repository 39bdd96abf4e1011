/** What a design is and how it is shown: no zod, so pages that list designs do not load the schemas. */
import type { Flair } from './constants.ts'

export const DESIGN_ORDERINGS = ['-created_at', 'created_at', 'title', '-updated_at'] as const
export type DesignOrdering = (typeof DESIGN_ORDERINGS)[number]

export interface Design {
  uuid: string
  id: number
  title: string | null
  png_data: string
  trimmed_png_data: string
  border: boolean
  border_color: string
  is_public: boolean
  is_quick_draw: boolean
  remix_of: number | null
  owner: number
  owner_name: string
  owner_is_staff: boolean
  owner_flair: Flair
  rows: number
  columns: number
  number_of_colors: number
  fitting_products: number[]
  created_at: string
  updated_at: string
  /** Present when staff unpublished the design (only private designs carry it: their owner and staff see it). */
  moderation_notice?: { unpublished_at: string; reason: string }
}

/** Untitled designs show a name derived from their id (spec: "a fallback name derived from the id"). */
export function designDisplayTitle(design: Pick<Design, 'title' | 'id'>): string {
  return design.title?.trim() ? design.title : `Untitled #${design.id}`
}

export const DesignMessages = {
  noPixels: 'Cannot save: no pixels drawn yet.',
  noImage: 'No image data to save.',
  saving: 'Saving your design...',
  saved: 'Design saved successfully!',
  savingRemix: 'Saving your remix...',
  savedRemix: 'Remix saved successfully!',
  saveFailed: 'Oops! Something went wrong while saving.',
  privacyUpdating: 'Updating privacy...',
  nowPublic: 'Your design is now discoverable',
  nowPrivate: 'Your design is now private',
  privacyFailed: 'Failed to update privacy',
  privacyOops: 'Oops! Something went wrong. Please try again.',
  confirmDelete: 'Are you sure you want to delete this design?',
  deleted: 'Design deleted successfully.',
  listFailed: 'Failed to load',
  noDesigns: 'No designs found.',
  noOwnDesigns: 'You have no designs yet. Create one!',
  end: "You've reached the end!",
} as const

/** Seeded designs with fixed ids (docs/decisions/seeded-designs.md): unknown paths and missing designs lead to these. */
export const DEFAULT_DESIGN_UUID = '00000000-0000-4000-8000-000000000001'
export const NOT_FOUND_DESIGN_UUID = '00000000-0000-4000-8000-000000000404'
