import type { Plugin } from 'vite'

/** Above this the stylesheet is left as a file: inlining it would delay the HTML more than it saves. */
const MAX_INLINE_BYTES = 80_000

/** The web fonts the inlined CSS uses: preloaded, so text is not set twice (a layout shift) when they arrive. */
function fontPreloads(css: string): string {
  const urls = new Set([...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((match) => match[1]))
  return [...urls]
    .map((url) => `<link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin>`)
    .join('')
}

/**
 * Puts the entry stylesheet (the shell, the home page, design tokens, fonts' @font-face) into index.html
 * as a <style> element instead of a render-blocking <link>: the first paint then waits for one response,
 * not two; its fonts are preloaded. Route stylesheets still load with their route chunks. The HTML is compressed per response
 * (brotli), so the inlined CSS travels compressed; the page's CSP allows inline styles.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'threadbit-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName]
            if (!asset || asset.type !== 'asset') return link
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
            if (css.length > MAX_INLINE_BYTES || css.includes('</style')) return link
            return `${fontPreloads(css)}<style>${css}</style>`
          },
        )
      },
    },
  }
}
