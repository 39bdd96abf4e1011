import { useEffect, useState } from 'react'

/** Skeleton cards stay at least this long after the data arrives, so cards do not flash in. */
export const SKELETON_MIN_MS = 400

/**
 * True once `isReady` has been true for `holdMs`; until then the caller keeps showing its skeleton.
 * The hold starts when the data arrives (or at mount, when it is cached already).
 */
export function useReadyAfterHold(isReady: boolean, holdMs = SKELETON_MIN_MS): boolean {
  const [heldFor, setHeldFor] = useState(false)
  useEffect(() => {
    if (!isReady) return
    const timer = setTimeout(() => setHeldFor(true), holdMs)
    return () => clearTimeout(timer)
  }, [isReady, holdMs])
  return isReady && heldFor
}
