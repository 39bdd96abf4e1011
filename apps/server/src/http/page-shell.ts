import {
  ACCOUNT_SLOT_SIGNED_OUT,
  ACCOUNT_SLOT_UNKNOWN,
  PRODUCT_NAME_SLOT,
  SIGNED_OUT_ATTRIBUTE,
} from '@threadbit/contracts'
import { escapeAttribute } from './page-head-html.ts'
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

/**
 * For a request without a session cookie the visitor is certainly signed out: the static header shows "Log In"
 * in place of the unknown-account placeholder, and `<html>` says so, so the app's first render shows the same
 * link (its session check still runs and corrects a stale page).
 */
export function withSignedOutAccount(html: string): string {
  return html
    .replace(ACCOUNT_SLOT_UNKNOWN, ACCOUNT_SLOT_SIGNED_OUT)
    .replace(/<html(?=[\s>])/, `<html ${SIGNED_OUT_ATTRIBUTE}`)
}
