import type { Plugin } from 'vite'
import { staticShellHeader } from '../src/app/static-shell.ts'

const EMPTY_ROOT = '<div id="root"></div>'

/**
 * Writes the site header into index.html's empty #root (src/app/static-shell.ts): the first paint then needs
 * only the HTML and its inlined stylesheet, not the app's ~130 kB of script. React replaces it on its first
 * render (createRoot clears the container when it commits).
 */
export function staticShell(): Plugin {
  return {
    name: 'threadbit-static-shell',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(EMPTY_ROOT)) throw new Error(`static-shell: index.html has no ${EMPTY_ROOT}`)
      return html.replace(EMPTY_ROOT, `<div id="root">${staticShellHeader()}</div>`)
    },
  }
}
