import { useEffect, useRef } from 'react'
import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  generationApi,
  isInProgress,
  type GenerationApi,
  type GenerationRequest,
} from '../../api/generation.ts'
import { useAuth } from '../auth/AuthProvider.tsx'

/** Pending jobs are polled every 2000 ms. */
export const POLL_INTERVAL_MS = 2000

export const defaultGenerationApi = generationApi()

/** Requests belong to the user or to the anonymous session: every key names whose they are. */
export function generationKeys(owner: string) {
  return {
    all: ['generation', owner] as const,
    pending: ['generation', owner, 'pending'] as const,
    history: ['generation', owner, 'history'] as const,
    quota: ['generation', owner, 'quota'] as const,
    unavailable: ['generation', 'unavailable'] as const,
  }
}

export function useGenerationOwner(): { owner: string; ready: boolean } {
  const { user, status } = useAuth()
  return { owner: user ? `user:${user.pk}` : 'anonymous', ready: status !== 'loading' }
}

/** Newest first (created_at, then id). */
export function newestFirst(a: GenerationRequest, b: GenerationRequest): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id
}

/** The jobs still in progress; loaded at start, then kept by the poller and by new submissions. */
export function usePendingJobs(api: GenerationApi = defaultGenerationApi) {
  const { owner, ready } = useGenerationOwner()
  return useQuery({
    queryKey: generationKeys(owner).pending,
    queryFn: async ({ signal }) => {
      const { results } = await api.pending(signal)
      return results.filter((r) => isInProgress(r.status)).sort(newestFirst)
    },
    enabled: ready,
    staleTime: Infinity,
  })
}

export function useQuota(api: GenerationApi = defaultGenerationApi) {
  const { owner, ready } = useGenerationOwner()
  return useQuery({
    queryKey: generationKeys(owner).quota,
    queryFn: ({ signal }) => api.quota(signal),
    enabled: ready,
    staleTime: 0,
    retry: false,
  })
}

export function useHistory(api: GenerationApi = defaultGenerationApi, enabled = true) {
  const { owner, ready } = useGenerationOwner()
  return useInfiniteQuery({
    queryKey: generationKeys(owner).history,
    queryFn: ({ pageParam, signal }) => api.list({ page: pageParam, ordering: '-created_at' }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
    enabled: ready && enabled,
    staleTime: 0,
  })
}

/** Adds a just-created job to the pending list (newest first). */
export function addPending(client: QueryClient, owner: string, job: GenerationRequest): void {
  client.setQueryData<GenerationRequest[]>(generationKeys(owner).pending, (list = []) =>
    [job, ...list.filter((j) => j.id !== job.id)].sort(newestFirst),
  )
}

/**
 * Polls every pending job's status every 2 s while any are pending. A job whose status is neither
 * PENDING nor PROCESSING leaves the pending list, and the history list is refreshed; `onFinished` hears of
 * each such job with its final status. Polling failures are only logged.
 */
export function usePendingPoller(
  onFinished: (job: GenerationRequest) => void,
  api: GenerationApi = defaultGenerationApi,
): void {
  const client = useQueryClient()
  const { owner } = useGenerationOwner()
  const pending = usePendingJobs(api)
  const hasPending = (pending.data?.length ?? 0) > 0
  const onFinishedRef = useRef(onFinished)
  useEffect(() => {
    onFinishedRef.current = onFinished
  })

  useEffect(() => {
    if (!hasPending) return
    const keys = generationKeys(owner)
    let inFlight = false
    let stopped = false
    const tick = async () => {
      if (inFlight) return
      inFlight = true
      try {
        const jobs = client.getQueryData<GenerationRequest[]>(keys.pending) ?? []
        const answers = await Promise.all(
          jobs.map((job) =>
            api.status(job.id).then(
              (answer) => ({ job, status: answer.status }),
              (error: unknown) => {
                console.warn('Could not poll the image request', job.id, error)
                return null
              },
            ),
          ),
        )
        if (stopped) return
        const finished = new Map<number, GenerationRequest>()
        const changed = new Map<number, string>()
        for (const answer of answers) {
          if (!answer) continue
          if (!isInProgress(answer.status))
            finished.set(answer.job.id, { ...answer.job, status: answer.status })
          else if (answer.status !== answer.job.status) changed.set(answer.job.id, answer.status)
        }
        if (finished.size === 0 && changed.size === 0) return
        client.setQueryData<GenerationRequest[]>(keys.pending, (list = []) =>
          list
            .filter((j) => !finished.has(j.id))
            .map((j) => (changed.has(j.id) ? { ...j, status: changed.get(j.id) ?? j.status } : j)),
        )
        if (finished.size > 0) {
          void client.invalidateQueries({ queryKey: keys.history })
          for (const job of finished.values()) onFinishedRef.current(job)
        }
      } finally {
        inFlight = false
      }
    }
    const timer = setInterval(() => void tick(), POLL_INTERVAL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [hasPending, owner, client, api])
}
