// Editor code that drawing does not need: each part loads on first use, and is fetched earlier when its
// button is pointed at or focused, or once the browser is idle, so that first use does not wait for it.

/** Save, with the PNG codec it writes the design with. */
export const loadSaveFlow = () => import('./save-flow.ts')

/** Embroider's quick-draw save, with the same codec. */
export const loadEmbroiderFlow = () => import('./embroider-flow.ts')

/** Radix Dialog: the frame of every editor dialog and phone sheet. */
export const loadDialogFrame = () => import('./dialogs/RadixEditorDialog.tsx')

/** A dialog's own code and its frame, side by side. */
const withFrame =
  <T>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadDialogFrame()]).then(([dialog]) => dialog)

export const loadNewProjectDialog = withFrame(() => import('./dialogs/NewProjectDialog.tsx'))
export const loadDownloadDialog = withFrame(() => import('./dialogs/DownloadDialog.tsx'))
/** The palette's add or edit colour dialog (an empty palette cell opens it on a single click). */
export const loadColorEditDialog = withFrame(() => import('./panels/ColorEditDialog.tsx'))

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
