import { lazy, Suspense, useEffect, useState } from 'react'
import { TITLE_MAX } from '@threadbit/contracts'
import type { CanvasRenderer } from './canvas/renderer.ts'
import { CommandButton } from './CommandButton.tsx'
import { useAuth } from '../auth/AuthProvider.tsx'
import { useMeta } from './editor-meta.ts'
import { Icon } from './icons.tsx'
import { useArtValue, useEditorSession } from './use-editor.ts'

// The owner's Discoverable switch (with the design actions it calls) loads only when a signed-in visitor
// has a saved design open; it shows itself to the design's owner.
const PrivacySwitch = lazy(() => import('./PrivacySwitch.tsx').then((m) => ({ default: m.PrivacySwitch })))

export const TITLE_PLACEHOLDER = 'Untitled Masterpiece'

/** The design's title (kept in the model), its owner or 'Unsaved', and the Remix label. */
export function DesignIdentity({ compact = false }: { compact?: boolean }) {
  const session = useEditorSession()
  const title = useArtValue((a) => a.title)
  const meta = useMeta(session.meta)
  const { user } = useAuth()
  const mayOwnDesign = user !== null && meta.uuid !== null
  return (
    <div className={`ed-identity ${compact ? 'ed-identity--compact' : ''}`}>
      <input
        className="ed-identity__title"
        value={title}
        placeholder={TITLE_PLACEHOLDER}
        maxLength={TITLE_MAX}
        aria-label="Design title"
        spellCheck={false}
        onChange={(event) => {
          session.setTitle(event.target.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'Escape') event.currentTarget.blur()
        }}
      />
      <div className="ed-identity__meta">
        <span
          className={meta.ownerName ? 'ed-identity__owner' : 'ed-identity__unsaved'}
          data-testid="design-owner"
        >
          {meta.ownerName ? `by ${meta.ownerName}` : 'Unsaved'}
        </span>
        {meta.isRemix && (
          <span className="ed-badge ed-badge--remix" data-testid="remix-label">
            Remix
          </span>
        )}
        {mayOwnDesign && (
          <Suspense fallback={null}>
            <PrivacySwitch compact={compact} />
          </Suspense>
        )}
      </div>
    </div>
  )
}

export function ZoomControls({ renderer }: { renderer: CanvasRenderer | null }) {
  const [zoom, setZoom] = useState<number | null>(null)
  useEffect(() => renderer?.onViewChange((g) => setZoom(g.zoomPercent)), [renderer])
  return (
    <div className="ed-zoom" role="group" aria-label="Zoom">
      <CommandButton id="zoom.out" tooltipSide="top" />
      <span className="ed-zoom__value" aria-live="polite" data-testid="zoom-level">
        {zoom === null ? '' : `${zoom / 100}×`}
      </span>
      <CommandButton id="zoom.in" tooltipSide="top" />
      <span className="ed-sep ed-sep--v" aria-hidden="true" />
      <CommandButton id="zoom.fit" tooltipSide="top" />
    </div>
  )
}

/** Shown when a stroke was refused because it would bring a 13th colour into the design. */
export function ColorLimitNotice({ color, onDismiss }: { color: string | null; onDismiss(): void }) {
  return (
    <div className="ed-notice-slot" role="status" aria-live="polite">
      {color && (
        <div className="ed-notice" data-testid="color-limit-notice">
          <span className="ed-swatch ed-swatch--sm" style={{ background: color }} aria-hidden="true" />
          <Icon name="warning" size={18} />
          <p>
            <strong>12-colour limit reached.</strong> Embroidery uses at most 12 thread colours, so{' '}
            {color.toUpperCase()} can’t be added. Paint with a colour already in your design, or erase one
            first.
          </p>
          <button type="button" className="ed-icon-btn" aria-label="Dismiss" onClick={onDismiss}>
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
    </div>
  )
}

export function GridSizeChip() {
  const rows = useArtValue((a) => a.rows)
  const columns = useArtValue((a) => a.columns)
  return (
    <span className="ed-chip" data-testid="grid-size">
      {columns} × {rows}
    </span>
  )
}
