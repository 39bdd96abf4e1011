import { describe, expect, it } from 'vitest'
import { FALLBACK_SETTINGS, readPageSettings } from './settings.tsx'

describe('page settings', () => {
  it('falls back when the page has none (the dev server)', () => {
    expect(readPageSettings(undefined)).toEqual(FALLBACK_SETTINGS)
    expect(readPageSettings(undefined).version).toBe('dev')
    expect(readPageSettings(undefined).productName).toBe('Threadbit')
  })

  it('reads what the server injected, field by field', () => {
    expect(
      readPageSettings({
        version: '1.2.0',
        productName: 'Stitchy',
        googleClientId: 'gid',
        snipcartPublicKey: '',
        gaMeasurementId: 42,
        sentry: { dsn: 'https://k@o.ingest.example/1', release: '1.2.0', environment: 'production' },
      }),
    ).toEqual({
      version: '1.2.0',
      productName: 'Stitchy',
      googleClientId: 'gid',
      snipcartPublicKey: null,
      gaMeasurementId: null,
      sentry: { dsn: 'https://k@o.ingest.example/1', release: '1.2.0', environment: 'production' },
    })
  })
})
