import { useState } from 'react'
import { toast } from '../../../ui/toast.ts'
import { PixelArt, type RGBAImage } from '@threadbit/pixelart'
import { GenerateTab } from '../../generation/GenerateTab.tsx'
import styles from '../../generation/generation.module.css'
import { ImportTab } from '../../import/ImportTab.tsx'
import { TabbedDialog } from '../../../ui/TabbedDialog.tsx'
import { UNSAVED_META } from '../editor-meta.ts'
import { useEditorSession } from '../use-editor.ts'

type AiTab = 'generate' | 'import'

/**
 * /editor/ai: the AI modal over the editor: 'Generate with AI' and 'Import (Advanced)'. Both end
 * in refinement and load the result into the editor as a new, unsaved design with a white border colour.
 * Closing returns to /editor.
 */
export function AiDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const session = useEditorSession()
  const [tab, setTab] = useState<AiTab>('generate')

  const handleImport = (image: RGBAImage) => {
    try {
      // A fresh model: its border colour is white, the default for loaded images.
      const art = new PixelArt()
      art.loadRGBA(image)
      session.loadArt(art, UNSAVED_META)
      onClose()
      toast.success('Image imported!', { id: 'ai-import' })
    } catch (error) {
      console.error(error)
      toast.error('Failed to process image')
    }
  }

  return (
    <TabbedDialog<AiTab>
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      title="Use AI"
      tabsLabel="AI and import"
      tab={tab}
      onTabChange={setTab}
      contentClassName={styles.content}
      panelClassName={styles.panel}
      closeIconSize={18}
      data-testid="ai-dialog"
      tabs={[
        { value: 'generate', label: 'Generate with AI', content: <GenerateTab onImport={handleImport} /> },
        { value: 'import', label: 'Import (Advanced)', content: <ImportTab onImport={handleImport} /> },
      ]}
    />
  )
}
