import { BROTHER_EMBROIDERY } from './charts/brother.ts'
import { ISACORD_POLYESTER } from './charts/isacord.ts'
import { MADEIRA_POLYNEON } from './charts/madeira-polyneon.ts'
import { ROBISON_ANTON_POLYESTER } from './charts/robison-anton.ts'
import { rgbToLab, type Lab } from '@threadbit/pixelart'
import { deltaE2000 } from './color.ts'
import type { Thread } from './types.ts'

export interface ChartThread {
  /** Catalogue (spool) number as printed on the spool, e.g. "900". */
  code: string
  name: string
  hex: string
}

export interface ThreadChart {
  id: string
  /** Shown to the user and written as the PES thread brand. */
  brand: string
  name: string
  threads: readonly ChartThread[]
}

export interface ThreadMatch extends ChartThread {
  brand: string
  chart: string
  /** CIEDE2000 difference between the design colour and the thread. */
  deltaE: number
}

/** "code r g b name" lines → chart threads. */
function parseChart(text: string): ChartThread[] {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [code, r, g, b, ...name] = line.trim().split(/\s+/)
      const hex = `#${[r, g, b].map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`
      return { code: code as string, name: name.join(' '), hex }
    })
}

export const THREAD_CHARTS: readonly ThreadChart[] = [
  { id: 'brother', brand: 'Brother', name: 'Brother Embroidery', threads: parseChart(BROTHER_EMBROIDERY) },
  {
    id: 'madeira-polyneon',
    brand: 'Madeira',
    name: 'Madeira Polyneon',
    threads: parseChart(MADEIRA_POLYNEON),
  },
  { id: 'isacord', brand: 'Isacord', name: 'Isacord Polyester', threads: parseChart(ISACORD_POLYESTER) },
  {
    id: 'robison-anton',
    brand: 'Robison-Anton',
    name: 'Robison-Anton Polyester',
    threads: parseChart(ROBISON_ANTON_POLYESTER),
  },
]

export const DEFAULT_THREAD_CHART = 'brother'

export function threadChartById(id: string): ThreadChart | undefined {
  return THREAD_CHARTS.find((c) => c.id === id)
}

const labCache = new Map<string, Lab>()
export function labOfHex(hex: string): Lab {
  let lab = labCache.get(hex)
  if (!lab) {
    const v = parseInt(hex.slice(1), 16)
    lab = rgbToLab((v >> 16) & 255, (v >> 8) & 255, v & 255)
    labCache.set(hex, lab)
  }
  return lab
}

/** Index of the entry nearest to `hex` by CIEDE2000, skipping `skip`; and its difference. */
export function nearestByDeltaE(
  hex: string,
  entries: readonly string[],
  skip?: ReadonlySet<number>,
): { index: number; deltaE: number } {
  const lab = labOfHex(hex)
  let index = -1
  let deltaE = Infinity
  entries.forEach((entry, i) => {
    if (skip?.has(i)) return
    const d = deltaE2000(lab, labOfHex(entry))
    if (d < deltaE) {
      deltaE = d
      index = i
    }
  })
  return { index, deltaE }
}

/** Each design colour's nearest thread of the chart (CIEDE2000 in CIELAB). */
export function matchThreads(threads: readonly Thread[], chart: ThreadChart): ThreadMatch[] {
  const hexes = chart.threads.map((t) => t.hex)
  return threads.map((thread) => {
    const { index, deltaE } = nearestByDeltaE(thread.hex, hexes)
    const match = chart.threads[index] as ChartThread
    return { ...match, brand: chart.brand, chart: chart.name, deltaE: Math.round(deltaE * 10) / 10 }
  })
}
