import { useState } from 'react'
import { EditorDialog } from '../dialogs/EditorDialog.tsx'
import { useDebouncedCallback } from '../hooks.ts'
import { useArt } from '../use-editor.ts'

/** Palette colour edits apply 200 ms after the picker stops moving. */
export const PALETTE_COLOR_DEBOUNCE_MS = 200
const NEW_COLOR_DEFAULT = '#7f5af0'
const HEX = /^#?[0-9a-f]{6}$/i

export function normaliseHex(text: string): string | null {
  const trimmed = text.trim()
  return HEX.test(trimmed) ? `#${trimmed.replace('#', '').toLowerCase()}` : null
}

interface ColorEditDialogProps {
  /** The slot being edited or filled; null when closed. */
  slot: number | null
  /** addedSlot is the slot that received a new colour (so it can be selected). */
  onClose(addedSlot: number | null): void
}

export function ColorEditDialog({ slot, onClose }: ColorEditDialogProps) {
  const art = useArt()
  const isOpen = slot !== null
  const isAdding = slot !== null && art.palette[slot] === null
  return (
    <EditorDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose(null)
      }}
      title={isAdding ? 'Add a colour' : 'Edit colour'}
      className="ed-color-dialog"
    >
      {slot !== null && <ColorEditor key={slot} slot={slot} isAdding={isAdding} onDone={onClose} />}
    </EditorDialog>
  )
}

function ColorEditor({
  slot,
  isAdding,
  onDone,
}: {
  slot: number
  isAdding: boolean
  onDone(addedSlot: number | null): void
}) {
  const art = useArt()
  const initial = art.palette[slot] ?? NEW_COLOR_DEFAULT
  const [color, setColor] = useState(initial)
  const [hexText, setHexText] = useState(initial)
  const apply = useDebouncedCallback(
    (next: string) => art.setPaletteColor(slot, next),
    PALETTE_COLOR_DEBOUNCE_MS,
  )

  const change = (next: string) => {
    setColor(next)
    setHexText(next)
    // An edit reaches the palette while the picker moves (debounced); adding waits for the Add button.
    if (!isAdding) apply(next)
  }

  const finish = () => {
    if (isAdding) {
      art.setPaletteColor(slot, color)
      onDone(slot)
    } else {
      apply.flush()
      onDone(null)
    }
  }

  return (
    <form
      className="ed-color-editor"
      onSubmit={(event) => {
        event.preventDefault()
        finish()
      }}
    >
      <label className="ed-color-editor__well" style={{ background: color }}>
        <input
          type="color"
          value={color}
          aria-label="Colour picker"
          onChange={(event) => change(event.target.value.toLowerCase())}
        />
        <span className="ed-color-editor__well-hint">Click to pick</span>
      </label>
      <div className="ed-field">
        <label className="ed-field__label" htmlFor={`hex-${slot}`}>
          Hex
        </label>
        <input
          id={`hex-${slot}`}
          className="ed-input ed-input--mono"
          value={hexText}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => {
            setHexText(event.target.value)
            const hex = normaliseHex(event.target.value)
            if (hex) change(hex)
          }}
          aria-invalid={normaliseHex(hexText) === null}
        />
      </div>
      <div className="ed-dialog__actions">
        <button type="submit" className="ed-btn ed-btn--primary">
          {isAdding ? 'Add colour' : 'Done'}
        </button>
      </div>
    </form>
  )
}
