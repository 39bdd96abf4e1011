/**
 * Editor metadata (id, uuid, title, ownerId, ownerName, isRemix, isPublic).
 * The title is not stored here: it lives in the PixelArt model, where it takes part in undo/redo,
 * so that there is one copy of it. `EditorSession.getMetadata()` joins both.
 */
export interface EditorMeta {
  id: number | null
  uuid: string | null
  ownerId: number | null
  ownerName: string | null
  isRemix: boolean
  isPublic: boolean
  /** Why staff unpublished the design, when they did (only its owner and staff ever load it then). */
  moderationReason?: string
}
