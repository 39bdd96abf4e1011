import { loadDesignCodec } from '../designs/load-design-codec.ts'

// Editor code that drawing does not need: each part loads on first use, and is fetched earlier when its
// button is pointed at or focused, or once the browser is idle, so that first use does not wait for it.

/** Save, with the codec it writes the PNG with. */
export const loadSaveFlow = () =>
  Promise.all([import('./save-flow.ts'), loadDesignCodec()]).then(([flow]) => flow)

/** Embroider's quick-draw save, with the codec it writes the PNG with. */
export const loadEmbroiderFlow = () =>
  Promise.all([import('./embroider-flow.ts'), loadDesignCodec()]).then(([flow]) => flow)

/** Radix Dialog: the frame of every editor dialog and phone sheet. */
export const loadDialogFrame = () => import('./dialogs/RadixEditorDialog.tsx')

/** Fetches `load`'s code ahead of use; a failure is left for the use itself to report (it retries). */
export function prefetch(load: () => Promise<unknown>): void {
  load().catch(() => undefined)
}

/** The Generate Embroidery File modal and the stitch planner behind it. */
export const loadEmbroideryDialog = () => import('../embroidery/EmbroideryDialog.tsx')

/** The AI dialog: generation, import and its grid recovery. */
export const loadAiDialog = () => import('./dialogs/AiDialog.tsx')

/** The designs list. */
export const loadDesignsDialog = () => import('../designs/DesignsDialog.tsx')

/** The floating preview: three.js and the stitch textures. */
export const loadPreviewWindow = () => import('../preview3d/PreviewWindow.tsx')
