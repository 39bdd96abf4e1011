import { COLOR, commandBufferOf, STITCH } from './command-buffer.ts'
import { estimateSewingMinutes, MACHINE_STITCHES_PER_MINUTE } from './estimate.ts'
import type { EmbroideryFormat } from './formats.ts'
import { chooseHoop, defaultMachine, HoopError, machineById, type Hoop, type Machine } from './hoops.ts'
import type { EmbroideryPlan } from './plan.ts'
import {
  DEFAULT_THREAD_CHART,
  matchThreads,
  threadChartById,
  type ThreadChart,
  type ThreadMatch,
} from './thread-charts.ts'
import type { StitchPattern } from './types.ts'

export interface ProductionSheetOptions {
  title: string
  format: EmbroideryFormat
  /** Machine id from MACHINES; default the format's usual machine. It must write `format`. */
  machine?: string | null
  /** Hoop id of the machine; default the smallest that holds the design. */
  hoop?: string | null
  /** Thread chart id; default Brother Embroidery. */
  threadChart?: string | null
}

export interface SheetColor {
  /** 1-based sewing order. */
  step: number
  hex: string
  thread: ThreadMatch
  stitches: number
  isBorder: boolean
}

/** Everything a person at the machine needs, as data: the HTML page and the PDF are drawn from it. */
export interface ProductionSheet {
  title: string
  format: EmbroideryFormat
  machine: Pick<Machine, 'id' | 'label'>
  hoop: Hoop
  chart: Pick<ThreadChart, 'id' | 'name' | 'brand'>
  /** Stitched extents (needle points), mm and inches. */
  widthMm: number
  heightMm: number
  widthIn: number
  heightIn: number
  pixelSizeMm: number
  method: EmbroideryPlan['method']
  stitchCount: number
  colorChangeCount: number
  trimCount: number
  jumpCount: number
  estimatedMinutes: number
  machineSpeed: number
  colors: SheetColor[]
}

/** Stitched extents (needle points only) in mm, to 0.1 mm. */
export function stitchedSizeMm(pattern: StitchPattern): { widthMm: number; heightMm: number } {
  const b = commandBufferOf(pattern).bounds(true)
  return { widthMm: Math.round(b.maxX - b.minX) / 10, heightMm: Math.round(b.maxY - b.minY) / 10 }
}

/** Stitches per colour block, in sewing order. */
export function stitchesPerBlock(pattern: StitchPattern): number[] {
  const commands = commandBufferOf(pattern)
  const counts = pattern.threads.map(() => 0)
  let block = 0
  for (let i = 0; i < commands.length; i++) {
    const kind = commands.kinds[i] as number
    if (kind === COLOR) block++
    else if (kind === STITCH && block < counts.length) counts[block] = (counts[block] as number) + 1
  }
  return counts
}

const inches = (mm: number) => Math.round((mm / 25.4) * 100) / 100

/**
 * The production sheet of a plan: machine, hoop (the smallest that fits unless one is asked for; a HoopError
 * says why none fits), stitched size, counts, time and the colour sequence with the chart's nearest spools.
 */
export function productionSheet(plan: EmbroideryPlan, options: ProductionSheetOptions): ProductionSheet {
  const machine = options.machine ? machineById(options.machine) : defaultMachine(options.format)
  if (!machine) throw new HoopError(`"${options.machine}" is not a machine we know.`, 'machine')
  if (machine.format !== options.format)
    throw new HoopError(
      `${machine.label} machines read ${machine.format.toUpperCase()} files, not ${options.format.toUpperCase()}.`,
    )
  const chart = threadChartById(options.threadChart ?? DEFAULT_THREAD_CHART)
  if (!chart) throw new HoopError(`"${options.threadChart}" is not a thread chart we know.`, 'thread_chart')
  const { widthMm, heightMm } = stitchedSizeMm(plan.pattern)
  const hoop = chooseHoop(machine, widthMm, heightMm, options.hoop)
  const matches = matchThreads(plan.pattern.threads, chart)
  const perBlock = stitchesPerBlock(plan.pattern)
  const { stats } = plan
  return {
    title: options.title,
    format: options.format,
    machine: { id: machine.id, label: machine.label },
    hoop,
    chart: { id: chart.id, name: chart.name, brand: chart.brand },
    widthMm,
    heightMm,
    widthIn: inches(widthMm),
    heightIn: inches(heightMm),
    pixelSizeMm: plan.pixelSizeMm,
    method: plan.method,
    stitchCount: stats.stitchCount,
    colorChangeCount: stats.colorChangeCount,
    trimCount: stats.trimCount,
    jumpCount: stats.jumpCount,
    estimatedMinutes: estimateSewingMinutes(stats),
    machineSpeed: MACHINE_STITCHES_PER_MINUTE,
    colors: plan.pattern.threads.map((thread, i) => ({
      step: i + 1,
      hex: thread.hex,
      thread: matches[i] as ThreadMatch,
      stitches: perBlock[i] as number,
      isBorder: plan.borderBlock === i,
    })),
  }
}
