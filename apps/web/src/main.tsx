import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@fontsource/silkscreen/400.css'
import '@fontsource/silkscreen/700.css'
import './styles/tokens.css'
import './styles/global.css'
import { App } from './app/App.tsx'
import { initErrorReporting } from './app/error-reporting.ts'
import { pageSettings } from './lib/settings.tsx'

// The page's CSP forbids eval: zod must not even probe for it (the probe is reported as a CSP violation).
// zod keeps its settings in this global object (creating it only when missing) and reads them when it first
// parses; writing them there rather than through zod's config() keeps zod out of the first download.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true })

// Before the first render, so a crash while starting up is reported too.
initErrorReporting(pageSettings.sentry)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const root = createRoot(container)
// As a transition, the first render yields to the browser every few milliseconds instead of blocking it in
// one long task (total blocking time on a slow phone). Until it commits, the static header that index.html
// brought (build/static-shell.ts) stays on screen; the commit replaces it with the same header.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
