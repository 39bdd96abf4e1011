import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { toast } from '../../ui/toast.ts'
import type { GenerationApi } from '../../api/generation.ts'
import { defaultGenerationApi, usePendingPoller } from './queries.ts'

export const IMAGE_READY = 'Your image is ready!'
export const AI_VIEW_PATH = '/editor/ai'

/**
 * Mounted once in the layout: loads the pending AI jobs at start and polls them while any exist (the AI
 * view reads the same list). When a job becomes DONE while the visitor is elsewhere in the app, a
 * persistent toast offers to view it.
 */
export function GenerationWatcher({ api = defaultGenerationApi }: { api?: GenerationApi }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const pathRef = useRef(pathname)
  useEffect(() => {
    pathRef.current = pathname
  }, [pathname])

  usePendingPoller((job) => {
    if (job.status !== 'DONE') return
    if (/^\/editor\/ai\/?$/.test(pathRef.current)) return
    toast.success(IMAGE_READY, {
      id: 'generation-ready',
      description: job.prompt.length > 80 ? `${job.prompt.slice(0, 80)}…` : job.prompt,
      duration: Infinity,
      dismissible: true,
      action: { label: 'View', onClick: () => void navigate(AI_VIEW_PATH) },
      cancel: { label: 'Dismiss', onClick: () => undefined },
    })
  }, api)
  return null
}
