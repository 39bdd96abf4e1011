import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../ui/toast.ts'
import { upscaleNearest, type RGBAImage } from '@threadbit/pixelart'
import { MAX_GRID_SIZE } from '@threadbit/contracts'
import { isApiError } from '../../api/client.ts'
import type { GenerationApi, GenerationQuota, GenerationRequest } from '../../api/generation.ts'
import { dataUrlToRGBA, decodeImageFile, rgbaToPngBlob, type ImagingApi } from '../../api/imaging.ts'
import { trackEvent } from '../../lib/analytics.ts'
import { useAuth } from '../auth/AuthProvider.tsx'
import { useAuthModal } from '../auth/AuthModalProvider.tsx'
import { FilePicker } from '../import/ImportTab.tsx'
import { PixelPreview, RefinePanel } from '../import/RefinePanel.tsx'
import { GridPreview } from '../import/GridPreview.tsx'
import { prepareImport, type PreparedImport } from '../import/prepare.ts'
import { useGridNudge } from '../import/useGridNudge.ts'
import { trimWithMargin } from '../import/refine.ts'
import {
  addPending,
  defaultGenerationApi,
  generationKeys,
  newestFirst,
  useGenerationOwner,
  useHistory,
  usePendingJobs,
  useQuota,
} from './queries.ts'
import { GenerationMessages, RequestCard } from './RequestCard.tsx'
import styles from './generation.module.css'

const PROMPT_MAX = 1000
/** The reference image is sent upscaled (nearest neighbour) so the provider sees clean, visible pixels. */
const REFERENCE_SIDE = 512

/** Quota text: none for staff; 'N of M left today'; the daily limit; the sign-up offer for visitors. */
export function QuotaText({ quota }: { quota: GenerationQuota | undefined }) {
  const { user } = useAuth()
  const { open } = useAuthModal()
  if (user?.is_staff) return null
  if (quota && (quota.limit === null || quota.remaining === null)) return null
  const reached = quota !== undefined && (quota.remaining ?? 1) <= 0
  return (
    <div className={styles.quota} data-testid="quota">
      {quota && (
        <p className={reached ? styles.quotaReached : styles.quotaText} role={reached ? 'alert' : undefined}>
          {reached ? GenerationMessages.quotaReached : `${quota.remaining} of ${quota.limit} left today`}
        </p>
      )}
      {!user && (
        <button type="button" className={styles.linkButton} onClick={() => open('signup')}>
          {GenerationMessages.signUpOffer}
        </button>
      )}
    </div>
  )
}

type Refining =
  | { kind: 'reference'; image: RGBAImage }
  | { kind: 'result'; image: RGBAImage; recovery: PreparedImport['recovery'] }

/**
 * The provider's image of a request and the grid found in it, for showing the grid and nudging its
 * counts; null when the request has none (made before they were kept) or the image cannot be loaded.
 */
async function loadRecovery(
  api: GenerationApi,
  request: GenerationRequest,
): Promise<PreparedImport['recovery']> {
  const { raw_image: url, grid } = request
  if (!url || !grid) return null
  try {
    const file = await api.rawImage(url)
    const decoded = await decodeImageFile(file)
    // A grid for another size would be drawn in the wrong place: better none.
    if (decoded.width !== grid.input.width || decoded.height !== grid.input.height) return null
    return { file, decoded, grid: { x: grid.x, y: grid.y } }
  } catch (error) {
    console.warn('The generated image could not be loaded for its grid', error)
    return null
  }
}

interface GenerateTabProps {
  onImport(image: RGBAImage): void
  api?: GenerationApi
  imaging?: ImagingApi
}

/** Tab 'Generate with AI': the form, the quota and the history. */
export function GenerateTab({ onImport, api = defaultGenerationApi, imaging }: GenerateTabProps) {
  const client = useQueryClient()
  const { user } = useAuth()
  const { owner } = useGenerationOwner()
  const keys = generationKeys(owner)
  const promptId = useId()
  const [prompt, setPrompt] = useState('')
  const [promptError, setPromptError] = useState<string | null>(null)
  const [reference, setReference] = useState<RGBAImage | null>(null)
  const [refining, setRefining] = useState<Refining | null>(null)
  // The request whose generated image is being loaded for the grid preview.
  const [opening, setOpening] = useState<number | null>(null)
  const grid = useGridNudge(
    refining?.kind === 'result' ? refining : null,
    (refitted) => setRefining({ kind: 'result', ...refitted }),
    imaging,
  )
  const [preparing, setPreparing] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  // A 503 from the server: AI is off here; remembered for the visit.
  const refusedAsUnconfigured = useQuery({
    queryKey: keys.unavailable,
    queryFn: () => false,
    staleTime: Infinity,
    initialData: false,
  }).data
  const quota = useQuota(api)
  // Known up front from the quota answer, or learnt from a 503 on submit.
  const unavailable = refusedAsUnconfigured || quota.data?.configured === false
  const pending = usePendingJobs(api)
  const history = useHistory(api, !unavailable)

  const isStaff = user?.is_staff === true
  const quotaReached =
    !isStaff && quota.data !== undefined && quota.data.remaining !== null && quota.data.remaining <= 0
  const disabled = quotaReached || submitting

  useEffect(() => {
    if (quota.error) console.warn('Could not load the AI quota', quota.error)
  }, [quota.error])

  const pendingJobs = useMemo(() => pending.data ?? [], [pending.data])
  const generated = useMemo(() => {
    const pendingIds = new Set(pendingJobs.map((j) => j.id))
    const all = history.data?.pages.flatMap((p) => p.results) ?? []
    return all.filter((r) => !pendingIds.has(r.id)).sort(newestFirst)
  }, [history.data, pendingJobs])

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const text = prompt.trim()
    if (!text) {
      setPromptError('Please describe the image you want.')
      return
    }
    setPromptError(null)
    setSubmitting(true)
    try {
      const job = await api.create(
        text,
        reference ? rgbaToPngBlob(upscaleNearest(reference, REFERENCE_SIDE)) : null,
      )
      addPending(client, owner, job)
      trackEvent('generate_pixel_art', { has_reference_image: reference !== null })
      setPrompt('')
      setReference(null)
    } catch (error) {
      if (isApiError(error) && error.status === 503) {
        client.setQueryData(keys.unavailable, true)
      } else if (isApiError(error) && error.status === 429) {
        toast.error(GenerationMessages.quotaReached)
      } else {
        console.error(error)
        toast.error(GenerationMessages.submitFailed)
      }
    } finally {
      setSubmitting(false)
      // The quota reloads after a job is created (and after a refusal, to show why).
      void client.invalidateQueries({ queryKey: keys.quota })
    }
  }

  const handleReferenceFile = async (file: File) => {
    setPreparing(true)
    try {
      const prepared = await prepareImport(file, imaging)
      if (prepared) setRefining({ kind: 'reference', image: prepared })
    } finally {
      setPreparing(false)
    }
  }

  const handleImportResult = async (request: GenerationRequest) => {
    if (!request.processed_png_data) return
    let image: RGBAImage
    try {
      image = trimWithMargin(dataUrlToRGBA(request.processed_png_data), MAX_GRID_SIZE)
    } catch (error) {
      console.error(error)
      toast.error('Failed to load image. Please try another file.')
      return
    }
    setOpening(request.id)
    try {
      setRefining({ kind: 'result', image, recovery: await loadRecovery(api, request) })
    } finally {
      setOpening(null)
    }
  }

  if (unavailable) {
    return (
      <div className={styles.unavailable} role="status">
        <p className={styles.unavailableTitle}>AI generation is not available</p>
        <p className={styles.muted}>
          {GenerationMessages.notConfigured} You can still bring in your own image from the Import tab.
        </p>
      </div>
    )
  }

  if (refining) {
    return (
      <div className={styles.refining}>
        <h3 className={styles.sectionTitle}>
          {refining.kind === 'reference' ? 'Refine the reference image' : 'Refine before importing'}
        </h3>
        {refining.kind === 'result' && refining.recovery && (
          <GridPreview recovery={refining.recovery} nudge={grid} subject="generated image" />
        )}
        <RefinePanel
          source={refining.image}
          confirmLabel={refining.kind === 'reference' ? 'Use as reference' : 'Import'}
          onCancel={() => {
            grid.reset()
            setRefining(null)
          }}
          onConfirm={(image) => {
            if (refining.kind === 'reference') {
              setReference(image)
              setRefining(null)
            } else {
              onImport(image)
            }
          }}
        />
      </div>
    )
  }

  return (
    <div className={styles.generate}>
      <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
        <div className={styles.field}>
          <label htmlFor={promptId} className={styles.label}>
            Prompt
          </label>
          <textarea
            id={promptId}
            className={styles.textarea}
            rows={3}
            required
            maxLength={isStaff ? undefined : PROMPT_MAX}
            placeholder="A cheerful pixel-art cactus in a terracotta pot"
            value={prompt}
            disabled={disabled}
            aria-invalid={promptError ? true : undefined}
            aria-describedby={promptError ? `${promptId}-error` : undefined}
            onChange={(e) => {
              setPrompt(e.target.value)
              if (promptError && e.target.value.trim()) setPromptError(null)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) e.currentTarget.form?.requestSubmit()
            }}
          />
          {promptError && (
            <p id={`${promptId}-error`} className={styles.fieldError} role="alert">
              {promptError}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <span className={styles.label}>
            Reference image <span className={styles.optional}>(optional)</span>
          </span>
          {reference ? (
            <div className={styles.reference}>
              <PixelPreview image={reference} label="Reference image" box={72} />
              <span className={styles.muted}>
                {reference.width} × {reference.height} px
              </span>
              <button
                type="button"
                className="ed-btn ed-btn--label"
                onClick={() => setReference(null)}
                disabled={disabled}
              >
                Remove
              </button>
            </div>
          ) : (
            <FilePicker
              label="Add a reference image"
              compact
              disabled={disabled}
              busy={preparing}
              onFile={(file) => void handleReferenceFile(file)}
            />
          )}
        </div>
        <div className={styles.formFoot}>
          <QuotaText quota={quota.data} />
          <button
            type="submit"
            className={`ed-btn ed-btn--primary ${styles.submit}`}
            disabled={disabled}
            aria-busy={submitting || undefined}
          >
            {submitting ? 'Sending…' : 'Generate'}
          </button>
        </div>
      </form>

      <section className={styles.history} aria-labelledby={`${promptId}-history`}>
        <h3 id={`${promptId}-history`} className={styles.sectionTitle}>
          Your images
        </h3>
        {history.isError ? (
          <p className={styles.listError} role="alert">
            {GenerationMessages.listFailed}
          </p>
        ) : history.isPending && pendingJobs.length === 0 ? (
          <p className={styles.muted}>Loading…</p>
        ) : pendingJobs.length === 0 && generated.length === 0 ? (
          <p className={styles.empty}>Nothing yet: describe an image above and press Generate.</p>
        ) : (
          <ul className={styles.list} aria-label="Image requests">
            {pendingJobs.map((job) => (
              <RequestCard
                key={job.id}
                request={job}
                opening={opening === job.id}
                onImport={(r) => void handleImportResult(r)}
              />
            ))}
            {generated.map((job) => (
              <RequestCard
                key={job.id}
                request={job}
                opening={opening === job.id}
                onImport={(r) => void handleImportResult(r)}
              />
            ))}
          </ul>
        )}
        {history.hasNextPage && (
          <button
            type="button"
            className={`ed-btn ed-btn--label ${styles.more}`}
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </button>
        )}
      </section>
    </div>
  )
}
