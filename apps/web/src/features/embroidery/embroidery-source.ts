import type { Design } from '@threadbit/contracts'

/** The design the Generate Embroidery File modal works on. */
export interface EmbroiderySource {
  /** The saved design the server stitches; null when nothing is selected. */
  uuid: string | null
  title: string
  /** One pixel per cell, as a PNG data URL (what the server stores and stitches). */
  pngData: string
  border: boolean
  borderColor: string
  columns: number
  rows: number
}

export function sourceFromDesign(
  design: Pick<Design, 'uuid' | 'title' | 'png_data' | 'border' | 'border_color' | 'columns' | 'rows'>,
): EmbroiderySource {
  return {
    uuid: design.uuid,
    title: design.title ?? '',
    pngData: design.png_data,
    border: design.border,
    borderColor: design.border_color,
    columns: design.columns,
    rows: design.rows,
  }
}
