import { useQuery } from '@tanstack/react-query'
import { designs } from '../../api/designs.ts'
import { shop } from '../../api/shop.ts'
import { DESIGNS_KEY } from '../designs/queries.ts'

/** Popular picks show 8 items. */
export const POPULAR_PICKS_COUNT = 8
/** Designs in the START WITH A DESIGN carousel (the spec leaves it open; three views at full width). */
export const HOME_DESIGNS_COUNT = 12

export const homeKeys = {
  picks: ['shop', 'homepage-picks'] as const,
  designs: [...DESIGNS_KEY, 'homepage'] as const,
  publicReviews: ['shop', 'public-reviews'] as const,
}

export function useHomepagePicks() {
  return useQuery({
    queryKey: homeKeys.picks,
    queryFn: ({ signal }) => shop.homepagePixelArtProducts(signal),
    select: (items) => items.slice(0, POPULAR_PICKS_COUNT),
  })
}

export function useHomepageDesigns() {
  return useQuery({
    queryKey: homeKeys.designs,
    queryFn: ({ signal }) => designs.list('homepage', { pageSize: HOME_DESIGNS_COUNT }, signal),
    select: (page) => page.results.slice(0, HOME_DESIGNS_COUNT),
  })
}

/** The shop's own public reviews (first page, newest first). */
export function usePublicReviews() {
  return useQuery({
    queryKey: homeKeys.publicReviews,
    queryFn: ({ signal }) => shop.publicReviews({}, signal),
  })
}
