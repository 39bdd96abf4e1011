import type { PixelSprite } from '../ui/PixelArt.tsx'
import { spriteRects } from '../ui/sprite-rects.ts'
import { BAG, LOGO } from '../ui/sprites.ts'
import { NAV_ITEMS } from './navigation.ts'

/**
 * Stands for the shop's name in the shell; the server writes the configured name in its place (escaped),
 * and marks the navigation link of the page being served (apps/server/src/http/page-shell.ts).
 */
export const PRODUCT_NAME_SLOT = '{{productName}}'

/** `<PixelArt sprite pixelSize />` as markup. */
function spriteSvg(sprite: PixelSprite, pixelSize: number): string {
  const { width, height, rects } = spriteRects(sprite)
  const squares = rects
    .map(({ x, y, fill }) => `<rect x="${x}" y="${y}" width="1.02" height="1.02" fill="${fill}"></rect>`)
    .join('')
  return (
    `<svg width="${width * pixelSize}" height="${height * pixelSize}" viewBox="0 0 ${width} ${height}" ` +
    `shape-rendering="crispEdges" aria-hidden="true">${squares}</svg>`
  )
}

/**
 * The site header as `Header` (Header.tsx) first renders it: signed-in state unknown, empty cart, no page
 * marked in the navigation. The build puts it into index.html's #root, so a phone paints the header from the
 * HTML and its inlined stylesheet alone, seconds before the app's code has run; React then replaces it with
 * the same header (static-shell.test.tsx keeps the two identical), so nothing moves. Its buttons are
 * disabled (nothing could answer them yet; the header looks the same); its links work without the app.
 */
export function staticShellHeader(): string {
  const nav = NAV_ITEMS.map(
    (item) => `<a class="site-nav-link" href="${item.to}" data-discover="true">${item.label}</a>`,
  ).join('')
  return (
    `<header class="site-header"><div class="site-header-inner">` +
    `<a class="site-brand" aria-label="${PRODUCT_NAME_SLOT} home" href="/" data-discover="true">` +
    `${spriteSvg(LOGO, 3)}<span class="site-wordmark">${PRODUCT_NAME_SLOT}</span></a>` +
    `<nav aria-label="Main" class="site-nav">${nav}</nav>` +
    `<div class="site-actions">` +
    `<button type="button" class="site-cart" aria-label="Cart, 0 items" aria-haspopup="dialog" disabled>` +
    `${spriteSvg(BAG, 2)}<span class="site-cart-count" data-testid="cart-count">0</span></button>` +
    `<span class="site-avatar-placeholder" aria-hidden="true"></span>` +
    `<button type="button" class="site-hamburger" aria-label="Open menu" aria-expanded="false" disabled>` +
    `${'<span aria-hidden="true"></span>'.repeat(3)}</button>` +
    `</div></div></header>`
  )
}
