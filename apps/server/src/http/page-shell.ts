import { escapeAttribute } from './page-head-html.ts'

/** Where the web build's static header (apps/web/src/app/static-shell.ts) puts the shop's name. */
const PRODUCT_NAME_SLOT = '{{productName}}'
const NAV_LINK = /<a class="site-nav-link" href="(\/[^"]*)"/g

/** The static header that index.html paints before the app has run, with the configured shop name. */
export function withProductName(html: string, productName: string): string {
  return html.replaceAll(PRODUCT_NAME_SLOT, escapeAttribute(productName))
}

/**
 * Marks the static header's navigation link for the page being served the way the app marks it (a link is
 * active on its own path and below it), so the header looks the same before and after React replaces it.
 */
export function withActiveNavLink(html: string, pathname: string): string {
  return html.replace(NAV_LINK, (link, href: string) =>
    pathname === href || pathname.startsWith(`${href}/`)
      ? `<a aria-current="page" class="site-nav-link site-nav-active" href="${href}"`
      : link,
  )
}
