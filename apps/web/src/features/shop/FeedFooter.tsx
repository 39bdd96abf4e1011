import type { ReactNode } from 'react'
import { DesignMessages } from '@threadbit/contracts'
import { ListError } from '../designs/ListError.tsx'
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts'
import styles from './FeedPage.module.css'

/** The parts of an infinite query the footer reads. */
interface InfiniteFeed {
  data: unknown
  error: unknown
  isError: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage(): Promise<unknown>
}

interface FeedFooterProps {
  feed: InfiniteFeed
  /** How many items the loaded pages hold. */
  itemCount: number
  /** Shown while the next page loads. */
  loadingMore: ReactNode
}

/**
 * The end of an endless list: the next page's placeholders, a retry when it failed, the marker that loads
 * more as it scrolls into view, and the end message once everything is shown.
 */
export function FeedFooter({ feed, itemCount, loadingMore }: FeedFooterProps) {
  const markerRef = useInfiniteScroll<HTMLDivElement>(
    () => {
      if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage()
    },
    { enabled: feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError, rearmKey: itemCount },
  )
  return (
    <>
      {feed.isFetchingNextPage && loadingMore}
      {feed.isError && itemCount > 0 && (
        <ListError error={feed.error} onRetry={() => void feed.fetchNextPage()} />
      )}
      <div ref={markerRef} className={styles.marker} data-testid="list-end-marker" />
      {Boolean(feed.data) && !feed.hasNextPage && itemCount > 0 && (
        <p className={styles.end}>{DesignMessages.end}</p>
      )}
    </>
  )
}
