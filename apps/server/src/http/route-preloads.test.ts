import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { matchRoute, routePreloadTags } from './route-preloads.ts'

function distWith(routes: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-preloads-'))
  writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(routes))
  return dir
}

const APPAREL = {
  path: '/apparel/:artUuid',
  scripts: ['/assets/ApparelPage-abc.js'],
  styles: ['/assets/ApparelPage-abc.css'],
  data: ['/api/auth/session/', '/api/pixel-art/:artUuid/'],
}

describe('matchRoute', () => {
  it('matches literal segments, one-segment parameters and a final wildcard', () => {
    expect(matchRoute('/discover', '/discover')).toEqual({})
    expect(matchRoute('/discover', '/discover/')).toEqual({})
    expect(matchRoute('/discover', '/popular')).toBeNull()
    expect(matchRoute('/apparel/:artUuid', '/apparel/abc')).toEqual({ artUuid: 'abc' })
    expect(matchRoute('/apparel/:artUuid', '/apparel')).toBeNull()
    expect(matchRoute('/apparel/:artUuid', '/apparel/abc/more')).toBeNull()
    expect(matchRoute('/editor/*', '/editor')).toEqual({})
    expect(matchRoute('/editor/*', '/editor/ai')).toEqual({})
    expect(matchRoute('/', '/')).toEqual({})
    expect(matchRoute('/', '/faqs')).toBeNull()
  })
})

describe('routePreloadTags', () => {
  it("names the route's chunk, stylesheet and API reads, with the parameter filled in", () => {
    const tags = routePreloadTags(distWith([APPAREL]))('/apparel/abc')
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/ApparelPage-abc.js">')
    expect(tags).toContain('<link rel="preload" as="style" crossorigin href="/assets/ApparelPage-abc.css">')
    expect(tags).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/pixel-art/abc/">',
    )
  })

  it('encodes a parameter, so it cannot add a path, a query or markup', () => {
    const tags = routePreloadTags(distWith([APPAREL]))('/apparel/a%3Fb%22%3E%2F')
    expect(tags).toContain('href="/api/pixel-art/a%3Fb%22%3E%2F/"')
    expect(tags.match(/href="[^"]*"/g)).toHaveLength(4)
    expect(tags).not.toMatch(/href="[^"]*[<>?]/)
  })

  it('preloads no API read for a path with a malformed %-escape, and does not throw', () => {
    const tags = routePreloadTags(distWith([APPAREL]))('/apparel/%E0%A4%A')
    expect(tags).toContain('rel="modulepreload"')
    expect(tags).not.toContain('as="fetch"')
  })

  it('adds nothing for other pages, a missing file or entries that are not asset paths', () => {
    expect(routePreloadTags(distWith([APPAREL]))('/faqs')).toBe('')
    expect(routePreloadTags(mkdtempSync(path.join(tmpdir(), 'no-preloads-')))('/apparel/abc')).toBe('')
    const hostile = { ...APPAREL, scripts: ['https://evil.example/x.js'] }
    expect(routePreloadTags(distWith([hostile]))('/apparel/abc')).toBe('')
  })
})
