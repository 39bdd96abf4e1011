import { useSyncExternalStore } from 'react'

/**
 * Device-local editor settings: darkMode and gridEnabled, both default true,
 * kept in localStorage under those names; tooltipsEnabled is ours and follows the same rule.
 */
export interface EditorSettings {
  darkMode: boolean
  gridEnabled: boolean
  tooltipsEnabled: boolean
}

export const DEFAULT_SETTINGS: EditorSettings = { darkMode: true, gridEnabled: true, tooltipsEnabled: true }

type Listener = () => void

function readFlag(key: keyof EditorSettings): boolean {
  try {
    const raw = localStorage.getItem(key)
    if (raw === 'true') return true
    if (raw === 'false') return false
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): fall back to the default.
  }
  return DEFAULT_SETTINGS[key]
}

export class SettingsStore {
  private state: EditorSettings
  private readonly listeners = new Set<Listener>()

  constructor() {
    this.state = {
      darkMode: readFlag('darkMode'),
      gridEnabled: readFlag('gridEnabled'),
      tooltipsEnabled: readFlag('tooltipsEnabled'),
    }
  }

  get = (): EditorSettings => this.state

  set<K extends keyof EditorSettings>(key: K, value: EditorSettings[K]): void {
    if (this.state[key] === value) return
    this.state = { ...this.state, [key]: value }
    try {
      localStorage.setItem(key, String(value))
    } catch {
      // Not persisted; the setting still applies for this visit.
    }
    for (const listener of this.listeners) listener()
  }

  toggle(key: keyof EditorSettings): void {
    this.set(key, !this.state[key])
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

export function useSettings(store: SettingsStore): EditorSettings {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
