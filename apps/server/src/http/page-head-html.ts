/** What the page's <head> should say; built by the app from the URL (see modules/seo). */
export interface PageHeadTags {
  title: string
  description: string
  canonical: string
  image?: { url: string; width: number; height: number; alt: string }
  noindex?: boolean
  /** A same-site picture to fetch at once, with high priority (the page's largest paint). */
  preloadImage?: string | undefined
}

export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Title, description, canonical link, Open Graph and Twitter card tags, all escaped. */
export function renderHeadTags(head: PageHeadTags, siteName: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`
  const tags = [
    `<title>${escapeAttribute(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}" />`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ]
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    )
  }
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'))
  if (head.preloadImage?.startsWith('/')) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeAttribute(head.preloadImage)}" fetchpriority="high" />`,
    )
  }
  return tags.join('\n    ')
}

/** The built index.html without the generic title and description that every page would otherwise share. */
export function withoutGenericHead(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '')
}
