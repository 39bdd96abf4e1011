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
import { StarDisplay } from '../../ui/StarRating.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import { ModerationSection } from './ModerationSection.tsx'
import { when } from './StatusBadge.tsx'
import styles from './ModerationPanel.module.css'
import shared from './workshop.module.css'

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

  return (
    <div className={shared.panel}>
      <ModerationSection
        name="reports"
        heading={
          <>
            Open reports <span className={shared.countBadge}>{reports.data?.count ?? '…'}</span>
          </>
        }
        loading={{ isPending: reports.isPending, label: 'Loading reports…' }}
        items={reports.data?.results ?? []}
        emptyText="Nothing reported. All clear."
      >
        {(openReports) => (
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
      </ModerationSection>

      <ModerationSection
        name="designs"
        heading="Public designs"
        aside={
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
        }
        loading={{ isPending: designs.isPending, label: 'Loading designs…' }}
        items={designs.data?.results ?? []}
        emptyText="No public designs."
        pager={{ page: designPage, count: designs.data?.count ?? 0, onPageChange: setDesignPage }}
      >
        {(items) => (
          <ul className={styles.designGrid}>
            {items.map((design) => (
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
      </ModerationSection>

      <ModerationSection
        name="reviews"
        heading="Public reviews"
        loading={{ isPending: reviews.isPending, label: 'Loading reviews…' }}
        items={reviews.data?.results ?? []}
        emptyText="No public reviews."
        pager={{ page: reviewPage, count: reviews.data?.count ?? 0, onPageChange: setReviewPage }}
      >
        {(items) => (
          <ul className={styles.reportList}>
            {items.map((review) => (
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
      </ModerationSection>

      <ModerationSection
        name="log"
        heading="Audit log"
        items={log.data?.results ?? []}
        emptyText="No moderation actions yet."
        pager={{ page: logPage, count: log.data?.count ?? 0, onPageChange: setLogPage }}
      >
        {(entries) => (
          <ol className={shared.timeline} data-testid="audit-log">
            {entries.map((entry) => (
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
      </ModerationSection>

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
