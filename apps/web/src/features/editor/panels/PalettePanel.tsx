import { lazy, Suspense, useState } from 'react'
import { MAX_ACTIVE_COLORS, PALETTE_SLOTS } from '@threadbit/contracts'
import { TRANSPARENT } from '@threadbit/pixelart'
import { Icon } from '../icons.tsx'
import { useArtValue, useEditorSession, useToolState } from '../use-editor.ts'
import { useHasOpened } from '../hooks.ts'
import { loadColorEditDialog } from '../lazy-code.ts'

// Loads at its first opening (and is fetched once the editor is idle: EditorPage).
const ColorEditDialog = lazy(() => loadColorEditDialog().then((m) => ({ default: m.ColorEditDialog })))

const SEPARATOR = '|'

/** The palette as a string key, so a stroke (which never changes it) re-renders nothing here. */
export function usePalette(): (string | null)[] {
  const key = useArtValue((art) => art.palette.map((c) => c ?? '').join(SEPARATOR))
  return key.split(SEPARATOR).map((c) => (c === '' ? null : c))
}

export function useActiveColors(): Set<string> {
  const key = useArtValue((art) => art.activeColors().join(SEPARATOR))
  return new Set(key === '' ? [] : key.split(SEPARATOR))
}

export function colorName(color: string | null): string {
  if (color === null) return 'Empty slot'
  if (color === TRANSPARENT) return 'Transparent'
  return color.toUpperCase()
}

export function ActiveColorCount({ isWarning }: { isWarning?: boolean }) {
  const count = useArtValue((art) => art.activeColorCount)
  const isFull = count >= MAX_ACTIVE_COLORS
  return (
    <span
      className={`ed-count ${isFull ? 'is-full' : ''} ${isWarning ? 'is-warning' : ''}`}
      title="Colours used in the design (embroidery allows 12)"
      data-testid="active-color-count"
    >
      <span className="ed-count__value">
        {count} / {MAX_ACTIVE_COLORS}
      </span>
      <span className="ed-count__bar" aria-hidden="true">
        <span style={{ width: `${(Math.min(count, MAX_ACTIVE_COLORS) / MAX_ACTIVE_COLORS) * 100}%` }} />
      </span>
    </span>
  )
}

interface PalettePanelProps {
  /** Called after a colour was picked (the mobile sheet closes itself). */
  onPicked?(): void
  isCountWarning?: boolean
}

/**
 * 32 palette cells in 6 columns: click selects, double-click edits, an empty cell adds a colour, the last
 * cell is transparent and cannot be edited. Cells whose colour is in the design carry a dot.
 */
export function PalettePanel({ onPicked, isCountWarning }: PalettePanelProps) {
  const session = useEditorSession()
  const palette = usePalette()
  const active = useActiveColors()
  const { slot: selected } = useToolState()
  const [editing, setEditing] = useState<number | null>(null)
  const hasEdited = useHasOpened(editing !== null)
  const selectedColor = palette[selected] ?? null
  const isEditable = (slot: number) => slot !== PALETTE_SLOTS - 1 && palette[slot] !== TRANSPARENT

  const handleClick = (slot: number) => {
    if (palette[slot] === null) {
      setEditing(slot)
      return
    }
    session.selectSlot(slot)
    onPicked?.()
  }

  return (
    <div className="ed-palette">
      <div className="ed-palette__current">
        <span
          className={`ed-swatch ed-swatch--lg ${selectedColor === TRANSPARENT ? 'is-transparent' : ''}`}
          style={selectedColor && selectedColor !== TRANSPARENT ? { background: selectedColor } : undefined}
          aria-hidden="true"
        />
        <div className="ed-palette__current-text">
          <span className="ed-palette__current-label">Current colour</span>
          <span className="ed-palette__current-value" data-testid="current-color">
            {colorName(selectedColor)}
          </span>
        </div>
        <button
          type="button"
          className="ed-icon-btn"
          aria-label="Edit current colour"
          title={isEditable(selected) ? 'Edit colour' : 'Transparent cannot be edited'}
          disabled={!isEditable(selected)}
          onClick={() => setEditing(selected)}
        >
          <Icon name="palette" size={18} />
        </button>
      </div>
      <div className="ed-palette__meta">
        <span>Colours in design</span>
        <ActiveColorCount isWarning={isCountWarning} />
      </div>
      <div className="ed-palette__grid" role="group" aria-label="Palette">
        {palette.map((color, slot) => {
          const isSelected = slot === selected
          const isUsed = color !== null && color !== TRANSPARENT && active.has(color)
          return (
            <button
              key={slot}
              type="button"
              className={[
                'ed-swatch',
                color === null ? 'is-empty' : '',
                color === TRANSPARENT ? 'is-transparent' : '',
                isSelected ? 'is-selected' : '',
              ].join(' ')}
              style={color && color !== TRANSPARENT ? { background: color } : undefined}
              aria-label={
                color === null ? `Add colour (slot ${slot + 1})` : `${colorName(color)} (slot ${slot + 1})`
              }
              aria-pressed={color === null ? undefined : isSelected}
              data-slot={slot}
              data-color={color ?? ''}
              onClick={() => handleClick(slot)}
              onDoubleClick={() => {
                if (isEditable(slot)) setEditing(slot)
              }}
            >
              {color === null && <Icon name="plus" size={14} />}
              {isUsed && <span className="ed-swatch__dot" aria-hidden="true" />}
            </button>
          )
        })}
      </div>
      {/* Touch screens have no double-click: the hint names the gesture the device has. */}
      <p className="ed-hint ed-hint--pointer">Double-click a colour to change it.</p>
      <p className="ed-hint ed-hint--touch">Double-tap a colour to change it.</p>
      {hasEdited && (
        <Suspense fallback={null}>
          <ColorEditDialog
            slot={editing}
            onClose={(addedSlot) => {
              if (addedSlot !== null) session.selectSlot(addedSlot)
              setEditing(null)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
