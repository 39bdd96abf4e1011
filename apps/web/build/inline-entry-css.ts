import type { HtmlTagDescriptor, Plugin } from 'vite'

/** Above this the stylesheet is left as a file: inlining it would delay the HTML more than it saves. */
const MAX_INLINE_BYTES = 80_000

/**
 * Preloads for the web fonts the page's text needs at once (their basic-latin faces), so headings are not
 * set twice (a layout shift) when the fonts arrive; other subsets load only if a page uses their letters.
 */
function fontPreloads(css: string): HtmlTagDescriptor[] {
  const urls = new Set<string>()
  for (const face of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
    const url = /url\((\/assets\/[^)]+\.woff2)\)/.exec(face)?.[1]
    // U+0000-00FF, which minified CSS writes as U+??.
    const basicLatin = !/unicode-range/i.test(face) || /U\+(0000-00FF|\?\?)(?![0-9A-F?])/i.test(face)
    if (url && basicLatin) urls.add(url)
  }
  return [...urls].map((href) => ({
    tag: 'link',
    attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: true },
    // First in <head>: Chrome holds the first paint (briefly) for preloaded fonts, so they are asked for
    // before the scripts and route files that the page does not need in order to paint.
    injectTo: 'head-prepend',
  }))
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
        const tags: HtmlTagDescriptor[] = []
        const inlined = html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName]
            if (!asset || asset.type !== 'asset') return link
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
            if (css.length > MAX_INLINE_BYTES || css.includes('</style')) return link
            tags.push(...fontPreloads(css))
            return `<style>${css}</style>`
          },
        )
        return { html: inlined, tags }
      },
    },
  }
}
