import { MACHINES, THREAD_CHARTS } from '@threadbit/embroidery'

/**
 * The embroidery choices a person keeps from one file to the next: machine, thread chart and whether the
 * download is the zip. Kept on the device (localStorage) for everyone, signed in or not.
 */
export interface EmbroideryPreference {
  machine: string
  threadChart: string
  zip: boolean
}

export const EMBROIDERY_PREFERENCE_KEY = 'threadbit.embroidery'
export const DEFAULT_PREFERENCE: EmbroideryPreference = {
  machine: 'brother',
  threadChart: 'brother',
  zip: false,
}

export function readEmbroideryPreference(): EmbroideryPreference {
  try {
    const raw = localStorage.getItem(EMBROIDERY_PREFERENCE_KEY)
    const saved = raw ? (JSON.parse(raw) as Partial<EmbroideryPreference>) : {}
    const machine = MACHINES.find((m) => m.id === saved.machine)
    const chart = THREAD_CHARTS.find((c) => c.id === saved.threadChart)
    return {
      machine: machine?.id ?? DEFAULT_PREFERENCE.machine,
      threadChart: chart?.id ?? DEFAULT_PREFERENCE.threadChart,
      zip: typeof saved.zip === 'boolean' ? saved.zip : DEFAULT_PREFERENCE.zip,
    }
  } catch {
    // Unavailable or unreadable storage: the defaults.
    return DEFAULT_PREFERENCE
  }
}

export function saveEmbroideryPreference(preference: EmbroideryPreference) {
  try {
    localStorage.setItem(EMBROIDERY_PREFERENCE_KEY, JSON.stringify(preference))
  } catch {
    // Not kept; the choice still applies to this file.
  }
}
