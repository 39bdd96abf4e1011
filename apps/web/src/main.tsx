import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { config as zodConfig } from 'zod/v4/core'
import '@fontsource/silkscreen/400.css'
import '@fontsource/silkscreen/700.css'
import './styles/tokens.css'
import './styles/global.css'
import { App } from './app/App.tsx'
import { initErrorReporting } from './app/error-reporting.ts'
import { pageSettings } from './lib/settings.tsx'

// The page's CSP forbids eval: zod must not even probe for it (the probe is reported as a CSP violation).
zodConfig({ jitless: true })

// Before the first render, so a crash while starting up is reported too.
initErrorReporting(pageSettings.sentry)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
