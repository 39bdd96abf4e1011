import type { WorkshopOrderLine } from '@threadbit/contracts'
import type { CSSProperties } from 'react'
import styles from './LinePicture.module.css'

/**
 * The art-on-product picture, zoomed towards the design so a small chest print is visible at a glance; the
 * zoom keeps the picture covering its frame (the design stays as central as the edges allow).
 */
export function LinePicture({
  line,
  className,
  alt,
}: {
  line: WorkshopOrderLine
  className: string | undefined
  alt: string
}) {
  if (!line.image_url) return <div className={[className, styles.noImage].join(' ')}>Design deleted</div>
  const focus = line.image_focus ?? { x: 0.5, y: 0.5, zoom: 1 }
  const clampOffset = (centre: number) => Math.min(0, Math.max(1 - focus.zoom, 0.5 - centre * focus.zoom))
  const style: CSSProperties = {
    width: `${focus.zoom * 100}%`,
    height: `${focus.zoom * 100}%`,
    left: `${clampOffset(focus.x) * 100}%`,
    top: `${clampOffset(focus.y) * 100}%`,
  }
  return (
    <div className={[className, styles.picture].join(' ')}>
      <img src={line.image_url} alt={alt} style={style} loading="lazy" />
    </div>
  )
}
