import '@testing-library/jest-dom/vitest'
import { act, cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterAll, afterEach, expect, vi } from 'vitest'

// Lazily loaded routes can take over a second to appear when CI runs test files side by side on two cores
// (findBy… and waitFor give up after one second by default).
configure({ asyncUtilTimeout: 3000 })

// jsdom does not implement scrolling; the app scrolls to the top on every route change.
window.scrollTo = () => undefined

/**
 * A dismissed sonner toast leaves the DOM on a 200 ms timer of its own. Let it run out while the test's DOM
 * still exists: after the file's last test that timer would fire into a torn-down window ("window is not
 * defined", an unhandled error that fails the run). `vi.waitFor` advances fake timers itself.
 */
let toastsShown = false
async function letToastsLeave() {
  if (!document.querySelector('[data-sonner-toast]')) return
  toastsShown = true
  act(() => void toast.dismiss())
  await vi.waitFor(
    async () => {
      await act(() => Promise.resolve())
      expect(document.querySelector('[data-sonner-toast]')).toBeNull()
    },
    { timeout: 3000 },
  )
}

// Belt and braces for a removal timer started while the tree unmounted: outlive it before the teardown.
afterAll(async () => {
  if (!toastsShown) return
  vi.useRealTimers()
  await new Promise((resolve) => setTimeout(resolve, 250))
})

afterEach(async () => {
  await letToastsLeave()
  cleanup()
  vi.unstubAllGlobals()
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
})
