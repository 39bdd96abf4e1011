import { describe, expect, it } from 'vitest'
import { withActiveNavLink, withProductName } from './page-shell.ts'

// The shape of the header the web build writes into index.html (apps/web/src/app/static-shell.ts).
const SHELL =
  '<a class="site-brand" aria-label="{{productName}} home" href="/"><span class="site-wordmark">{{productName}}</span></a>' +
  '<nav aria-label="Main" class="site-nav">' +
  '<a class="site-nav-link" href="/editor" data-discover="true">Create Your Own</a>' +
  '<a class="site-nav-link" href="/apparel" data-discover="true">Shop Apparel</a></nav>'

const active = (html: string) =>
  [...html.matchAll(/<a aria-current="page" class="site-nav-link site-nav-active" href="([^"]*)"/g)].map(
    (m) => m[1],
  )

describe('the static page shell', () => {
  it('carries the configured shop name, escaped, wherever the build left its place', () => {
    const html = withProductName(SHELL, 'Stitch & "Co" <3')
    expect(html).not.toContain('{{productName}}')
    expect(html).toContain('aria-label="Stitch &amp; &quot;Co&quot; &lt;3 home"')
    expect(html).toContain('<span class="site-wordmark">Stitch &amp; &quot;Co&quot; &lt;3</span>')
  })

  it('marks the link of the page being served, and of the pages below it, as the app does', () => {
    expect(active(withActiveNavLink(SHELL, '/editor'))).toEqual(['/editor'])
    expect(active(withActiveNavLink(SHELL, '/apparel/0b6f1c3e-1111-4222-8333-444455556666'))).toEqual([
      '/apparel',
    ])
    expect(active(withActiveNavLink(SHELL, '/'))).toEqual([])
    // A path that merely starts with the same letters is another page.
    expect(active(withActiveNavLink(SHELL, '/editorial'))).toEqual([])
    expect(withActiveNavLink(SHELL, '/editor')).toContain('data-discover="true">Create Your Own</a>')
  })
})
