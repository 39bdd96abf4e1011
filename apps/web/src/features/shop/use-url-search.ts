import { useEffect, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { SEARCH_DEBOUNCE_MS } from '@threadbit/contracts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'

/**
 * A search box whose settled text lives in the URL's `search`, so a search can be shared and survives a reload.
 * `searchText` is what the box shows, `search` the debounced, trimmed query to fetch with.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const urlSearch = params.get('search') ?? ''
  const [searchText, setSearchText] = useState(urlSearch)
  const [lastUrlSearch, setLastUrlSearch] = useState(urlSearch)
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS)

  // Back/forward (or a link) changed the URL's search: the box shows it.
  if (urlSearch !== lastUrlSearch) {
    setLastUrlSearch(urlSearch)
    setSearchText(urlSearch)
  }
  // The typed search, once settled, goes into the URL (replacing the entry, so Back leaves the page).
  useEffect(() => {
    // A link was followed and this page stays on screen while the next one's chunk loads: its search must
    // not be written onto the next page's URL.
    if (window.location.pathname !== pathname) return
    setParams(
      (current) => {
        if ((current.get('search') ?? '') === search) return current
        const next = new URLSearchParams(current)
        if (search) next.set('search', search)
        else next.delete('search')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [search, setParams, pathname])

  return { searchText, setSearchText, search, isPending: searchText.trim() !== search }
}
