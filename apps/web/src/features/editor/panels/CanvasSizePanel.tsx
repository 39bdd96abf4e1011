import { MAX_GRID_SIZE } from '@threadbit/contracts'
import { useArt, useArtValue } from '../use-editor.ts'
import { GridSizeInput } from './GridSizeInput.tsx'

/** Rows and columns of the grid; each change is one undo step (the model records it). */
export function CanvasSizePanel() {
  const art = useArt()
  const rows = useArtValue((a) => a.rows)
  const columns = useArtValue((a) => a.columns)
  return (
    <div className="ed-size">
      <GridSizeInput
        label="Rows"
        value={rows}
        min={1}
        max={MAX_GRID_SIZE}
        onCommit={(n) => art.resize(n, art.columns)}
      />
      <span className="ed-size__times" aria-hidden="true">
        ×
      </span>
      <GridSizeInput
        label="Columns"
        value={columns}
        min={1}
        max={MAX_GRID_SIZE}
        onCommit={(n) => art.resize(art.rows, n)}
      />
    </div>
  )
}
