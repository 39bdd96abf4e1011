import { Link } from 'react-router'
import { designDisplayTitle, type Design } from '@threadbit/contracts'
import { editorUrl } from '../designs/editor-url.ts'
import { ShopIcon } from './icons.tsx'
import { SelectionPanel } from './SelectionPanel.tsx'
import { designSharePath, useShare } from './share.ts'
import styles from './SelectionPanel.module.css'

interface SelectedDesignPanelProps {
  design: Design
  onRemove(): void
}

/** The design the apparel is for, with remove, change (back to Discover), share and edit (spec "Apparel for a design"). */
export function SelectedDesignPanel({ design, onRemove }: SelectedDesignPanelProps) {
  const { share, isCopied } = useShare()
  const title = designDisplayTitle(design)
  return (
    <SelectionPanel
      kind="design"
      thumb={<img className={styles.art} src={design.png_data} alt="" />}
      name={title}
      meta={
        <>
          by {design.owner_name || 'unknown'} · {design.columns} × {design.rows} px
        </>
      }
      changeTo="/discover"
      onRemove={onRemove}
    >
      <Link to={editorUrl(design)} className={styles.action}>
        <ShopIcon name="edit" size={16} /> Edit design
      </Link>
      <button
        type="button"
        className={styles.action}
        onClick={() => void share(designSharePath(design.uuid), title)}
        aria-label={isCopied ? 'Link copied' : 'Share design'}
      >
        <ShopIcon name={isCopied ? 'check' : 'share'} size={16} />
        <span aria-live="polite">{isCopied ? 'Copied!' : 'Share'}</span>
      </button>
    </SelectionPanel>
  )
}
