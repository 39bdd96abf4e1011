import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  MODERATION_REASON_MAX,
  REPORT_REASON_LABELS,
  type ModeratedDesign,
  type ModeratedReview,
} from '@threadbit/contracts'
import { useState, type FormEvent } from 'react'
import { toast } from '../../ui/toast.ts'
import { isApiError } from '../../api/client.ts'
import { workshop } from '../../api/workshop.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { StarDisplay } from '../../ui/StarRating.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import { Pager } from '../designs/Pager.tsx'
import { when } from './StatusBadge.tsx'
import styles from './ModerationPanel.module.css'
import shared from './workshop.module.css'

const PAGE_SIZE = 24
type Target = { kind: 'design'; design: ModeratedDesign } | { kind: 'review'; review: ModeratedReview }

/** Reports first, then the recent public designs and reviews to act on, then the audit log. */
export function ModerationPanel() {
  const queryClient = useQueryClient()
  const [target, setTarget] = useState<Target | null>(null)
  const [designPage, setDesignPage] = useState(1)
  const [reviewPage, setReviewPage] = useState(1)
  const [logPage, setLogPage] = useState(1)
  const [reportedOnly, setReportedOnly] = useState(false)

  const reports = useQuery({
    queryKey: ['workshop', 'reports'],
    queryFn: ({ signal }) => workshop.reports({ open: true }, signal),
  })
  const designs = useQuery({
    queryKey: ['workshop', 'designs', reportedOnly, designPage],
    queryFn: ({ signal }) => workshop.designs({ reported: reportedOnly, page: designPage }, signal),
    placeholderData: keepPreviousData,
  })
  const reviews = useQuery({
    queryKey: ['workshop', 'reviews', reviewPage],
    queryFn: ({ signal }) => workshop.reviews(reviewPage, signal),
    placeholderData: keepPreviousData,
  })
  const log = useQuery({
    queryKey: ['workshop', 'audit-log', logPage],
    queryFn: ({ signal }) => workshop.auditLog(logPage, signal),
    placeholderData: keepPreviousData,
  })

  const act = useMutation({
    mutationFn: ({ target, reason }: { target: Target; reason: string }) =>
      target.kind === 'design'
        ? workshop.unpublishDesign(target.design.uuid, reason)
        : workshop.hideReview(target.review.id, reason),
    onSuccess: (_result, { target }) => {
      toast.success(target.kind === 'design' ? 'Design unpublished.' : 'Review hidden.')
      setTarget(null)
      void queryClient.invalidateQueries({ queryKey: ['workshop'] })
    },
    onError: (error) =>
      toast.error(isApiError(error) ? error.messages.join(' ') || error.message : 'Something went wrong.'),
  })

  const openReports = reports.data?.results ?? []
  return (
    <div className={shared.panel}>
      <section className={shared.card} aria-labelledby="reports-title">
        <h2 id="reports-title" className={shared.cardTitle}>
          Open reports <span className={shared.countBadge}>{reports.data?.count ?? '…'}</span>
        </h2>
        {reports.isPending ? (
          <Spinner size="sm" label="Loading reports…" />
        ) : openReports.length === 0 ? (
          <p className={shared.muted}>Nothing reported. All clear.</p>
        ) : (
          <ul className={styles.reportList} data-testid="open-reports">
            {openReports.map((report) => (
              <li key={report.id} className={styles.report}>
                <div>
                  <p className={shared.strong}>
                    {report.kind === 'design' ? 'Design' : 'Review'}: {report.subject}{' '}
                    <span className={shared.countBadge} title="Reports of this item">
                      {report.target_report_count}
                    </span>
                  </p>
                  <p className={shared.muted}>
                    {REPORT_REASON_LABELS[report.reason]} · by {report.reporter} · {when(report.created_at)}
                  </p>
                  {report.text && <p className={styles.quote}>“{report.text}”</p>}
                </div>
                {report.kind === 'design' && report.design_uuid && (
                  <a
                    className={shared.packLink}
                    href={`/editor?design=${report.design_uuid}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    View design
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={shared.card} aria-labelledby="designs-title">
        <div className={shared.cardHead}>
          <h2 id="designs-title" className={shared.cardTitle}>
            Public designs
          </h2>
          <label className={styles.inlineCheck}>
            <input
              type="checkbox"
              checked={reportedOnly}
              onChange={(event) => {
                setReportedOnly(event.target.checked)
                setDesignPage(1)
              }}
            />
            Reported only
          </label>
        </div>
        {designs.isPending ? (
          <Spinner size="sm" label="Loading designs…" />
        ) : (designs.data?.results.length ?? 0) === 0 ? (
          <p className={shared.muted}>No public designs.</p>
        ) : (
          <ul className={styles.designGrid}>
            {designs.data?.results.map((design) => (
              <li key={design.uuid} className={styles.designTile} data-testid="moderated-design">
                <img src={design.image_url} alt="" width={96} height={96} loading="lazy" />
                <div className={styles.designInfo}>
                  <p className={`${shared.strong} ${shared.ellipsis}`}>{design.title}</p>
                  <p className={`${shared.muted} ${shared.ellipsis}`}>
                    by {design.owner_name || 'someone'} · {when(design.created_at)}
                  </p>
                  {design.report_count > 0 && (
                    <p className={styles.flag}>
                      {design.report_count} {design.report_count === 1 ? 'report' : 'reports'}
                    </p>
                  )}
                </div>
                <Button size="sm" variant="danger" onClick={() => setTarget({ kind: 'design', design })}>
                  Unpublish
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={designPage}
          count={designs.data?.count ?? 0}
          pageSize={PAGE_SIZE}
          onPageChange={setDesignPage}
        />
      </section>

      <section className={shared.card} aria-labelledby="reviews-title">
        <h2 id="reviews-title" className={shared.cardTitle}>
          Public reviews
        </h2>
        {reviews.isPending ? (
          <Spinner size="sm" label="Loading reviews…" />
        ) : (reviews.data?.results.length ?? 0) === 0 ? (
          <p className={shared.muted}>No public reviews.</p>
        ) : (
          <ul className={styles.reportList}>
            {reviews.data?.results.map((review) => (
              <li key={review.id} className={styles.report} data-testid="moderated-review">
                <div>
                  <p className={shared.strong}>
                    <StarDisplay value={review.stars} size={14} /> {review.alias || 'Anonymous'} ·{' '}
                    {review.product_name}
                  </p>
                  {review.comment && <p className={styles.quote}>“{review.comment}”</p>}
                  <p className={shared.muted}>
                    {when(review.created_at)}
                    {review.report_count > 0 && ` · ${review.report_count} reports`}
                  </p>
                </div>
                {review.hidden_at ? (
                  <span className={shared.badge}>Hidden</span>
                ) : (
                  <Button size="sm" variant="danger" onClick={() => setTarget({ kind: 'review', review })}>
                    Hide
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={reviewPage}
          count={reviews.data?.count ?? 0}
          pageSize={PAGE_SIZE}
          onPageChange={setReviewPage}
        />
      </section>

      <section className={shared.card} aria-labelledby="log-title">
        <h2 id="log-title" className={shared.cardTitle}>
          Audit log
        </h2>
        {(log.data?.results.length ?? 0) === 0 ? (
          <p className={shared.muted}>No moderation actions yet.</p>
        ) : (
          <ol className={shared.timeline} data-testid="audit-log">
            {log.data?.results.map((entry) => (
              <li key={entry.id}>
                <span>
                  <strong>{entry.action === 'unpublish_design' ? 'Unpublished' : 'Hid'}</strong>{' '}
                  {entry.subject}
                </span>
                <span className={shared.muted}>
                  “{entry.reason}” · {entry.actor} · {when(entry.created_at)}
                </span>
              </li>
            ))}
          </ol>
        )}
        <Pager page={logPage} count={log.data?.count ?? 0} pageSize={PAGE_SIZE} onPageChange={setLogPage} />
      </section>

      <ReasonDialog
        key={target ? (target.kind === 'design' ? target.design.uuid : target.review.id) : 'none'}
        target={target}
        isPending={act.isPending}
        onClose={() => setTarget(null)}
        onConfirm={(reason) => target && act.mutate({ target, reason })}
      />
    </div>
  )
}

function ReasonDialog({
  target,
  isPending,
  onClose,
  onConfirm,
}: {
  target: Target | null
  isPending: boolean
  onClose: () => void
  onConfirm: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const isDesign = target?.kind === 'design'
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim()) return setError('Say why, for the audit log.')
    onConfirm(reason.trim())
  }
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={isDesign ? `Unpublish “${target.design.title}”?` : 'Hide this review?'}
      description={
        isDesign
          ? 'The design becomes private: it leaves Discover and the shop, and its owner sees your reason.'
          : 'The review leaves every public list. It stays on record.'
      }
    >
      <form onSubmit={submit} className={shared.form}>
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={MODERATION_REASON_MAX}
          rows={3}
          error={error}
          onChange={(event) => {
            setReason(event.target.value)
            setError(undefined)
          }}
        />
        <div className={shared.dialogActions}>
          <Button variant="ghost" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" variant="danger" isLoading={isPending}>
            {isDesign ? 'Unpublish' : 'Hide review'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
