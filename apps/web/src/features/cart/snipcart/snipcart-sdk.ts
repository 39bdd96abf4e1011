/** The part of Snipcart v3's JavaScript SDK (window.Snipcart) the shop uses. */
export interface SnipcartCustomField {
  name: string
  value: string
  /** 'readonly' shows the value without letting the customer change it; 'dropdown' offers `options`. */
  type?: 'readonly' | 'dropdown' | 'textarea' | 'checkbox'
  /** Dropdown choices joined by '|'. */
  options?: string
  required?: boolean
}

export interface SnipcartItem {
  id: string
  name: string
  price: number
  url: string
  description: string
  image: string
  quantity: number
  taxable: boolean
  weight: number
  customFields: SnipcartCustomField[]
}

export interface SnipcartState {
  cart: { items: { count: number } }
}

export interface SnipcartSDK {
  api: {
    cart: { items: { add(item: SnipcartItem): Promise<unknown> } }
    theme: { cart: { open(): void } }
  }
  store: {
    getState(): SnipcartState
    subscribe(listener: () => void): () => void
  }
}

declare global {
  interface Window {
    Snipcart?: SnipcartSDK
  }
}

/** Pinned, so a Snipcart release never changes the shop unreviewed; the CSP allows this origin only. */
export const SNIPCART_VERSION = '3.7.1'
export const SNIPCART_ORIGIN = 'https://cdn.snipcart.com'
export const SNIPCART_SCRIPT_URL = `${SNIPCART_ORIGIN}/themes/v${SNIPCART_VERSION}/default/snipcart.js`
export const SNIPCART_CSS_URL = `${SNIPCART_ORIGIN}/themes/v${SNIPCART_VERSION}/default/snipcart.css`
/** Snipcart fires this on `document` once `window.Snipcart` can be used. */
export const SNIPCART_READY_EVENT = 'snipcart.ready'
const LOAD_TIMEOUT_MS = 20_000

let loading: Promise<SnipcartSDK> | null = null

/**
 * Adds Snipcart's element, stylesheet and script once, and resolves with the SDK on `snipcart.ready`.
 * A failed load (blocked script, timeout) rejects and is retried on the next call.
 */
export function loadSnipcart(publicKey: string, doc: Document = document): Promise<SnipcartSDK> {
  const win = doc.defaultView
  if (win?.Snipcart && doc.getElementById('snipcart')) return Promise.resolve(win.Snipcart)
  loading ??= new Promise<SnipcartSDK>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('Snipcart did not become ready in time.')), LOAD_TIMEOUT_MS)
    const handleReady = () => {
      clearTimeout(timer)
      const sdk = doc.defaultView?.Snipcart
      if (sdk) resolve(sdk)
      else fail(new Error('Snipcart was ready but window.Snipcart is missing.'))
    }
    function fail(error: Error) {
      clearTimeout(timer)
      doc.removeEventListener(SNIPCART_READY_EVENT, handleReady)
      loading = null
      reject(error)
    }
    doc.addEventListener(SNIPCART_READY_EVENT, handleReady, { once: true })

    if (!doc.getElementById('snipcart')) {
      const host = doc.createElement('div')
      host.id = 'snipcart'
      host.hidden = true
      host.dataset['apiKey'] = publicKey
      host.dataset['configModalStyle'] = 'side'
      doc.body.appendChild(host)
    }
    if (!doc.querySelector(`link[href="${SNIPCART_CSS_URL}"]`)) {
      const css = doc.createElement('link')
      css.rel = 'stylesheet'
      css.href = SNIPCART_CSS_URL
      doc.head.appendChild(css)
    }
    const existing = doc.querySelector(`script[src="${SNIPCART_SCRIPT_URL}"]`)
    existing?.remove()
    const script = doc.createElement('script')
    script.src = SNIPCART_SCRIPT_URL
    script.async = true
    script.addEventListener('error', () => fail(new Error('The Snipcart script could not be loaded.')))
    doc.body.appendChild(script)
  })
  return loading
}

/** For tests: forget a previous load. */
export function resetSnipcartLoader() {
  loading = null
}
