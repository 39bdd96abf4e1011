import { Button } from '../../ui/Button.tsx'
import { PixelArt } from '../../ui/PixelArt.tsx'
import { SPOOL } from '../../ui/sprites.ts'
import styles from './EmptyDesigns.module.css'

export const EMPTY_DESIGNS_TEXT = 'Designs you save from the editor appear here, ready to edit or stitch.'
export const DRAW_FIRST = 'Draw your first design'

/**
 * My Designs before the first save: a spool, one sentence and the way forward. The Designs modal shrinks
 * to this (its CSS sizes itself to content while it is shown) instead of framing a line of text.
 */
export function EmptyDesigns({ onStart }: { onStart(): void }) {
  return (
    <div className={styles.empty} data-empty-designs="">
      <PixelArt sprite={SPOOL} pixelSize={6} className={styles.art} />
      <p className={styles.text}>{EMPTY_DESIGNS_TEXT}</p>
      <Button variant="primary" onClick={onStart}>
        {DRAW_FIRST}
      </Button>
    </div>
  )
}
