import {
  EMBROIDERY_SCALE2_MAX_GRID,
  SCALE2_TOO_LARGE_MESSAGE,
  type EmbroideryFileResponse,
  type EmbroideryRequest,
} from '@threadbit/contracts'
import {
  defaultMachine,
  machineById,
  threadChartById,
  type EmbroideryFormat,
  type ProductionSheet,
} from '@threadbit/embroidery'
import type { UserRow } from '../../db/schema.ts'
import { NotAuthenticated, ValidationError } from '../../http/errors.ts'
import type { DesignsService } from '../designs/designs.service.ts'
import type { EmbroideryRunner } from './embroidery-pool.ts'
import { buildProductionPack, fileStem, zipFiles, type ProductionPack } from './production-pack.ts'

/** The format asked for, or the machine's; machine, hoop and chart ids checked before any work is done. */
function resolveOptions(input: EmbroideryRequest) {
  const machine = input.machine ? machineById(input.machine) : undefined
  if (input.machine && !machine)
    throw ValidationError.field('machine', `"${input.machine}" is not a valid choice.`)
  const format: EmbroideryFormat = input.format ?? machine?.format ?? 'pes'
  if (machine && machine.format !== format)
    throw ValidationError.field(
      'format',
      `${machine.label} machines read ${machine.format.toUpperCase()} files, not ${format.toUpperCase()}.`,
    )
  const hoops = (machine ?? defaultMachine(format)).hoops
  if (input.hoop && !hoops.some((h) => h.id === input.hoop))
    throw ValidationError.field('hoop', `"${input.hoop}" is not a valid choice.`)
  if (input.thread_chart && !threadChartById(input.thread_chart))
    throw ValidationError.field('thread_chart', `"${input.thread_chart}" is not a valid choice.`)
  return {
    format,
    machine: machine?.id ?? null,
    hoop: input.hoop ?? null,
    threadChart: input.thread_chart ?? null,
    ...(input.method ? { method: input.method } : {}),
  }
}

/** A design too large for every hoop (or the hoop asked for) is the user's to fix: a 400 with the message. */
function hoopErrorToValidation(error: unknown, field: 'hoop' | 'non_field_errors'): never {
  if (error instanceof Error && error.name === 'HoopError') throw ValidationError.field(field, error.message)
  throw error
}

function responseOf(sheet: ProductionSheet) {
  return {
    stitch_count: sheet.stitchCount,
    color_count: sheet.colors.length,
    width_mm: sheet.widthMm,
    height_mm: sheet.heightMm,
    machine: sheet.machine.id,
    hoop: {
      id: sheet.hoop.id,
      name: sheet.hoop.name,
      width_mm: sheet.hoop.widthMm,
      height_mm: sheet.hoop.heightMm,
    },
    trims: sheet.trimCount,
    jumps: sheet.jumpCount,
    color_changes: sheet.colorChangeCount,
    estimated_minutes: sheet.estimatedMinutes,
    machine_speed_spm: sheet.machineSpeed,
    thread_chart: sheet.chart.id,
    threads: sheet.colors.map((c) => ({
      hex: c.hex,
      code: c.thread.code,
      name: c.thread.name,
      brand: c.thread.brand,
      delta_e: c.thread.deltaE,
      stitches: c.stitches,
    })),
  }
}

export function createEmbroideryService(deps: {
  designs: Pick<DesignsService, 'visibleDesign'>
  runner: EmbroideryRunner
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())

  /** Owners and anyone for public designs; staff for any design (visibleDesign lets staff see private ones). */
  async function visible(user: UserRow | null, input: EmbroideryRequest) {
    if (!user) throw new NotAuthenticated()
    const row = await deps.designs.visibleDesign(user, input.pixel_art_uuid)
    if (
      input.scale === 2 &&
      (row.columns > EMBROIDERY_SCALE2_MAX_GRID || row.rows > EMBROIDERY_SCALE2_MAX_GRID)
    ) {
      throw ValidationError.field('scale', SCALE2_TOO_LARGE_MESSAGE)
    }
    return row
  }

  function pack(
    row: Awaited<ReturnType<typeof visible>>,
    input: EmbroideryRequest,
    options: ReturnType<typeof resolveOptions>,
  ): Promise<ProductionPack> {
    return buildProductionPack(deps.runner, {
      design: { pngData: row.pngData, title: row.title, borderColor: row.border ? row.borderColor : null },
      stitchSizeMm: input.stitch_size,
      scale: input.scale,
      ...options,
    }).catch((error: unknown) => hoopErrorToValidation(error, options.hoop ? 'hoop' : 'non_field_errors'))
  }

  return {
    async generate(user: UserRow | null, input: EmbroideryRequest): Promise<EmbroideryFileResponse> {
      const options = resolveOptions(input)
      const row = await visible(user, input)
      const stamp = now().getTime()
      if (input.package === 'zip') {
        const { files, sheet } = await pack(row, input, options)
        return {
          data: Buffer.from(zipFiles(files, now())).toString('base64'),
          file_name: `${fileStem(row.title)}_${stamp}.zip`,
          format: options.format,
          ...responseOf(sheet),
        }
      }
      const result = await deps.runner
        .run({
          pngData: row.pngData,
          stitchSizeMm: input.stitch_size,
          scale: input.scale,
          borderColor: row.border ? row.borderColor : null,
          name: row.title ?? 'design',
          ...options,
        })
        .catch((error: unknown) => hoopErrorToValidation(error, options.hoop ? 'hoop' : 'non_field_errors'))
      return {
        data: Buffer.from(result.bytes).toString('base64'),
        file_name: `design_${stamp}.${options.format}`,
        format: options.format,
        ...responseOf(result.sheet),
      }
    },

    /** The production sheet alone, as the printable HTML page or the PDF. */
    async sheet(user: UserRow | null, input: EmbroideryRequest, as: 'html' | 'pdf') {
      const options = resolveOptions(input)
      const { files } = await pack(await visible(user, input), input, options)
      const file = files.find((f) => f.name.endsWith(`-sheet.${as}`)) as (typeof files)[number]
      return { name: file.name, bytes: file.bytes }
    },
  }
}
