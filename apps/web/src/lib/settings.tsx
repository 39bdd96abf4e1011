import { createContext, useContext, type ReactNode } from 'react'
import { PAGE_SETTINGS_GLOBAL, type PageSettings } from '@threadbit/contracts'

/** What the app uses when the page carries no settings (the Vite dev server injects none). */
export const FALLBACK_SETTINGS: PageSettings = {
  version: 'dev',
  productName: 'Threadbit',
  googleClientId: null,
  snipcartPublicKey: null,
  gaMeasurementId: null,
  sentry: null,
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

function sentrySettings(value: unknown): PageSettings['sentry'] {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  const dsn = optionalText(v.dsn)
  if (!dsn) return null
  return { dsn, release: text(v.release, ''), environment: text(v.environment, 'production') }
}

/**
 * Reads the settings the server injects as `window.__THREADBIT__`. Every field is checked on its own, so
 * a partial or malformed object still yields usable settings instead of breaking the app.
 */
export function readPageSettings(source: unknown): PageSettings {
  if (typeof source !== 'object' || source === null) return FALLBACK_SETTINGS
  const s = source as Record<string, unknown>
  return {
    version: text(s.version, FALLBACK_SETTINGS.version),
    productName: text(s.productName, FALLBACK_SETTINGS.productName),
    googleClientId: optionalText(s.googleClientId),
    snipcartPublicKey: optionalText(s.snipcartPublicKey),
    gaMeasurementId: optionalText(s.gaMeasurementId),
    sentry: sentrySettings(s.sentry),
  }
}

/** The settings of this page, read once at start-up. */
export const pageSettings: PageSettings = readPageSettings(
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, unknown>)[PAGE_SETTINGS_GLOBAL],
)

const SettingsContext = createContext<PageSettings>(pageSettings)

/** Lets tests (and stories) render the app with other settings, e.g. a Google client id. */
export function SettingsProvider({ value, children }: { value: PageSettings; children: ReactNode }) {
  return <SettingsContext value={value}>{children}</SettingsContext>
}

export function usePageSettings(): PageSettings {
  return useContext(SettingsContext)
}
