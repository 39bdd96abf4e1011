import type { Design } from '@threadbit/contracts'

/** The editor opened on a design (and its embroidery dialog with `embroider`). */
export function editorUrl(design: Pick<Design, 'uuid'>, options: { embroider?: boolean } = {}): string {
  return `/editor?design=${encodeURIComponent(design.uuid)}${options.embroider ? '&embroider=1' : ''}`
}
