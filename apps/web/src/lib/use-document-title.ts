import { useEffect } from 'react'
import { usePageSettings } from './settings.tsx'

/** "Log In | Threadbit"; the product name alone when the page has no title of its own. */
export function formatTitle(title: string | undefined, productName: string): string {
  return title ? `${title} | ${productName}` : productName
}

/**
 * Sets the document title for pages whose title depends on data (a design's name). Fixed titles live in
 * the route table (`handle.title`); this effect runs after the layout's, so it wins.
 */
export function useDocumentTitle(title: string | undefined) {
  const { productName } = usePageSettings()
  useEffect(() => {
    if (title) document.title = formatTitle(title, productName)
  }, [title, productName])
}
