/** Google Analytics 4 page views, loaded only when the server configured a measurement id. */
type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

let configuredId: string | null = null

export function initAnalytics(measurementId: string | null) {
  if (!measurementId || configuredId) return
  configuredId = measurementId
  const dataLayer = (window.dataLayer = window.dataLayer ?? [])
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
  window.gtag('js', new Date())
  // Page views are sent on every route change by the app, not once by gtag on load.
  window.gtag('config', measurementId, { send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
  document.head.appendChild(script)
}

export function trackPageView(path: string) {
  if (!configuredId || !window.gtag) return
  window.gtag('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  })
}

export function trackEvent(name: string, params: Record<string, unknown> = {}) {
  if (!configuredId || !window.gtag) return
  window.gtag('event', name, params)
}
