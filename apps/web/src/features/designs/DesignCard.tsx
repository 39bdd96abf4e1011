import { lazy, Suspense, useId, useState, type CSSProperties } from 'react'
import { Link } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { designDisplayTitle, type Design, type Product } from '@threadbit/contracts'
import { designRenderUrl } from '../../api/designs.ts'
import { useAuth } from '../auth/AuthProvider.tsx'
import { FlairName } from '../flair/FlairName.tsx'
import { changePrivacy, deleteDesign } from './design-actions.ts'
import { isDesignOwner } from './ownership.ts'
import { fittingProductTypes } from './fitting-products.ts'
import { DesignIcon } from './icons.tsx'
import { usePageSettings } from '../../lib/settings.tsx'
import { updateCachedDesign } from './queries.ts'
import { editorUrl } from './editor-url.ts'
import { PrivacySwitch } from './PrivacySwitch.tsx'
import styles from './DesignCard.module.css'
import staffStyles from './StaffBadge.module.css'

// three.js sits behind this import: it loads only when someone opens a preview.
const DesignPreviewDialog = lazy(() => import('../preview3d/DesignPreviewDialog.tsx'))
// Dialogs and the tooltip library load when needed, keeping them out of the home page's first download.
const ConfirmDeleteDialog = lazy(() =>
  import('./ConfirmDeleteDialog.tsx').then((m) => ({ default: m.ConfirmDeleteDialog })),
)
const ReportDialog = lazy(() =>
  import('../reports/ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })),
)
const StaffBadge = lazy(() => import('./StaffBadge.tsx').then((m) => ({ default: m.StaffBadge })))

/** Product-type chips shown before the rest fold into "+n more" (their names are in its tooltip). */
const MAX_FIT_CHIPS = 3

/** List items animate in one after another, 0.05 s apart. */
export const CARD_ANIMATION_STEP_S = 0.05

export interface DesignCardProps {
  design: Design
  /** Position in its page: staggers the entrance animation. */
  index?: number
  products?: readonly Product[] | undefined
  /**
   * The card's main action. Given (the editor's Designs modal): a button that hands the design over.
   * Absent (Discover, home): "Pick apparel" leads to the apparel for it and "Edit" opens it in the editor.
   */
  onSelect?(design: Design): void
  /** Runs when a link on the card was followed, e.g. so a modal closes. */
  onNavigate?(): void
  onChanged?(design: Design): void
  onDeleted?(design: Design): void
}

/** One design in a list: thumbnail, title, author, the product types it fits and what may be done with it. */
export function DesignCard({
  design,
  index = 0,
  products,
  onSelect,
  onNavigate,
  onChanged,
  onDeleted,
}: DesignCardProps) {
  const { user } = useAuth()
  const { productName } = usePageSettings()
  const queryClient = useQueryClient()
  const titleId = useId()
  const [isPublic, setPublic] = useState(design.is_public)
  const [shownPublic, setShownPublic] = useState(design.is_public)
  const [isPrivacyPending, setPrivacyPending] = useState(false)
  const [isConfirmOpen, setConfirmOpen] = useState(false)
  const [isDeleting, setDeleting] = useState(false)
  const [isPreviewOpen, setPreviewOpen] = useState(false)
  const [hasPreviewOpened, setPreviewOpened] = useState(false)
  const [isFallbackImage, setFallbackImage] = useState(false)
  const [isReportOpen, setReportOpen] = useState(false)

  // A fresh copy of the design from the server (another card, a refetch) wins over local state.
  if (design.is_public !== shownPublic) {
    setShownPublic(design.is_public)
    setPublic(design.is_public)
  }

  const isOwner = isDesignOwner(user, design.owner)
  const isStaff = user?.is_staff === true
  const title = designDisplayTitle(design)
  const fits = fittingProductTypes(design, products)
  const imageSrc = isFallbackImage ? design.trimmed_png_data || design.png_data : designRenderUrl(design)

  const handlePrivacy = async (next: boolean) => {
    setPrivacyPending(true)
    const saved = await changePrivacy({ uuid: design.uuid, isPublic: next, apply: setPublic })
    setPrivacyPending(false)
    if (saved) {
      updateCachedDesign(queryClient, design.uuid, () => saved)
      onChanged?.(saved)
    }
  }

  const handleDelete = async () => {
    setDeleting(true)
    const isGone = await deleteDesign(design.uuid)
    setDeleting(false)
    if (!isGone) return
    setConfirmOpen(false)
    updateCachedDesign(queryClient, design.uuid, () => null)
    onDeleted?.(design)
  }

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="design-card"
      data-uuid={design.uuid}
      style={{ '--delay': `${index * CARD_ANIMATION_STEP_S}s` } as CSSProperties}
    >
      <div className={styles.thumb}>
        <img
          className={styles.image}
          src={imageSrc}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFallbackImage(true)}
        />
        <div className={styles.marks}>
          {design.remix_of !== null && <span className={`${styles.mark} ${styles.markRemix}`}>Remix</span>}
          {!isPublic && (
            <span className={`${styles.mark} ${styles.markPrivate}`}>
              <DesignIcon name="lock" size={12} /> Private
            </span>
          )}
        </div>
        {isOwner && <span className={`${styles.mark} ${styles.markOwner}`}>Yours</span>}
      </div>

      <div className={styles.body}>
        <h3 id={titleId} className={styles.title} title={title}>
          {title}
        </h3>
        <p className={styles.author}>
          <span className={styles.by}>by</span>
          <FlairName
            username={design.owner_name || 'unknown'}
            flair={design.owner_flair}
            className={styles.name}
          />
          {design.owner_is_staff && (
            <Suspense fallback={<StaffMark label={`${productName} Staff`} />}>
              <StaffBadge />
            </Suspense>
          )}
        </p>
        {fits.length > 0 && (
          <ul className={styles.fits} aria-label="Fits">
            {fits.slice(0, MAX_FIT_CHIPS).map((fit) => (
              <li key={fit.type} className={styles.fit} title={fit.productNames.join(', ')}>
                {fit.type}
              </li>
            ))}
            {fits.length > MAX_FIT_CHIPS && (
              <li
                className={`${styles.fit} ${styles.fitMore}`}
                title={fits
                  .slice(MAX_FIT_CHIPS)
                  .map((fit) => fit.type)
                  .join(', ')}
              >
                +{fits.length - MAX_FIT_CHIPS} more
              </li>
            )}
          </ul>
        )}
      </div>

      {isOwner && design.moderation_notice && !isPublic && (
        <p className={styles.moderated} role="note" data-testid="moderation-notice">
          <strong>Unpublished by our team.</strong> {design.moderation_notice.reason}
        </p>
      )}

      <div className={styles.actions}>
        <div className={styles.primary}>
          {onSelect ? (
            <button
              type="button"
              className={`${styles.btn} ${styles.btnPrimary}`}
              aria-label={`Open ${title}`}
              onClick={() => onSelect(design)}
            >
              Open
            </button>
          ) : (
            <>
              <Link
                to={`/apparel/${encodeURIComponent(design.uuid)}`}
                className={`${styles.btn} ${styles.btnPrimary}`}
                aria-label={`Pick apparel for ${title}`}
                onClick={onNavigate}
              >
                Pick apparel
              </Link>
              <Link
                to={editorUrl(design)}
                className={styles.btn}
                aria-label={`Edit ${title}`}
                onClick={onNavigate}
              >
                <DesignIcon name="edit" size={16} />
                Edit
              </Link>
            </>
          )}
        </div>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.iconBtn}
            aria-label={`3D preview of ${title}`}
            title="3D preview"
            onClick={() => {
              setPreviewOpened(true)
              setPreviewOpen(true)
            }}
          >
            <DesignIcon name="cube" />
          </button>
          {isStaff && (
            <Link
              to={editorUrl(design, { embroider: true })}
              className={styles.iconBtn}
              aria-label={`Embroider ${title}`}
              title="Generate Embroidery File"
              onClick={onNavigate}
            >
              <DesignIcon name="needle" />
            </Link>
          )}
          {!isOwner && isPublic && (
            <button
              type="button"
              className={styles.iconBtn}
              aria-label={`Report ${title}`}
              title="Report"
              onClick={() => setReportOpen(true)}
            >
              <DesignIcon name="flag" />
            </button>
          )}
          {isOwner && (
            <button
              type="button"
              className={`${styles.iconBtn} ${styles.iconDanger}`}
              aria-label={`Delete ${title}`}
              title="Delete"
              onClick={() => setConfirmOpen(true)}
            >
              <DesignIcon name="trash" />
            </button>
          )}
        </div>
        {isOwner && (
          <PrivacySwitch
            isPublic={isPublic}
            isPending={isPrivacyPending}
            title={title}
            onChange={(next) => void handlePrivacy(next)}
          />
        )}
      </div>

      {isOwner && isConfirmOpen && (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            open={isConfirmOpen}
            onOpenChange={setConfirmOpen}
            title={title}
            isDeleting={isDeleting}
            onConfirm={() => void handleDelete()}
          />
        </Suspense>
      )}
      {isReportOpen && (
        <Suspense fallback={null}>
          <ReportDialog
            open={isReportOpen}
            onOpenChange={setReportOpen}
            target={{ designUuid: design.uuid }}
            name={`“${title}”`}
          />
        </Suspense>
      )}
      {hasPreviewOpened && (
        <Suspense fallback={null}>
          <DesignPreviewDialog
            design={{
              title,
              pngData: design.png_data,
              border: design.border,
              borderColor: design.border_color,
            }}
            open={isPreviewOpen}
            onOpenChange={setPreviewOpen}
          />
        </Suspense>
      )}
    </article>
  )
}

/** The staff star as it looks before the tooltip library has loaded: same place, same name. */
function StaffMark({ label }: { label: string }) {
  return (
    <span className={staffStyles.staff} role="img" aria-label={label} data-testid="staff-badge">
      <DesignIcon name="star" size={12} />
    </span>
  )
}

/** A card-shaped placeholder while a list loads. */
export function DesignCardSkeleton({ index = 0 }: { index?: number }) {
  return (
    <div
      className={`${styles.card} ${styles.skeleton}`}
      aria-hidden="true"
      data-testid="design-card-skeleton"
      style={{ '--delay': `${index * CARD_ANIMATION_STEP_S}s` } as CSSProperties}
    >
      <div className={styles.thumb} />
      <div className={styles.body}>
        <span className={styles.bar} style={{ width: '70%' }} />
        <span className={styles.bar} style={{ width: '45%' }} />
        <span className={styles.bar} style={{ width: '55%', height: 18 }} />
      </div>
    </div>
  )
}
