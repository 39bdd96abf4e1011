import {
  EMBROIDERY_SCALE2_MAX_GRID,
  SCALE2_TOO_LARGE_MESSAGE,
  type EmbroideryFileResponse,
  type EmbroideryRequest,
} from '@threadbit/contracts'
import type { UserRow } from '../../db/schema.ts'
import { NotAuthenticated, ValidationError } from '../../http/errors.ts'
import type { DesignsService } from '../designs/designs.service.ts'
import type { EmbroideryRunner } from './embroidery-pool.ts'

export function createEmbroideryService(deps: {
  designs: Pick<DesignsService, 'visibleDesign'>
  runner: EmbroideryRunner
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())
  return {
    /** Owners and anyone for public designs; staff for any design (visibleDesign lets staff see private ones). */
    async generate(user: UserRow | null, input: EmbroideryRequest): Promise<EmbroideryFileResponse> {
      if (!user) throw new NotAuthenticated()
      const row = await deps.designs.visibleDesign(user, input.pixel_art_uuid)
      if (
        input.scale === 2 &&
        (row.columns > EMBROIDERY_SCALE2_MAX_GRID || row.rows > EMBROIDERY_SCALE2_MAX_GRID)
      ) {
        throw ValidationError.field('scale', SCALE2_TOO_LARGE_MESSAGE)
      }
      const format = input.format ?? 'pes'
      const result = await deps.runner.run({
        pngData: row.pngData,
        stitchSizeMm: input.stitch_size,
        scale: input.scale,
        borderColor: row.border ? row.borderColor : null,
        format,
        name: row.title ?? 'design',
      })
      return {
        data: Buffer.from(result.bytes).toString('base64'),
        file_name: `design_${now().getTime()}.${format}`,
        format,
        stitch_count: result.stats.stitchCount,
        color_count: result.stats.colorCount,
        width_mm: result.stats.widthMm,
        height_mm: result.stats.heightMm,
      }
    },
  }
}

export type EmbroideryService = ReturnType<typeof createEmbroideryService>
