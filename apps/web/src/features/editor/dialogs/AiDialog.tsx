import { useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import * as Tabs from '@radix-ui/react-tabs'
import { toast } from '../../../ui/toast.ts'
import { PixelArt, type RGBAImage } from '@threadbit/pixelart'
import { GenerateTab } from '../../generation/GenerateTab.tsx'
import styles from '../../generation/generation.module.css'
import { ImportTab } from '../../import/ImportTab.tsx'
import { Icon } from '../icons.tsx'
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
    <Dialog.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined} data-testid="ai-dialog">
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>Use AI</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <Icon name="close" size={18} />
            </Dialog.Close>
          </header>
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as AiTab)} className={styles.tabs}>
            <Tabs.List className={styles.tabList} aria-label="AI and import">
              <Tabs.Trigger value="generate" className={styles.tab}>
                Generate with AI
              </Tabs.Trigger>
              <Tabs.Trigger value="import" className={styles.tab}>
                Import (Advanced)
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="generate" className={styles.panel}>
              <GenerateTab onImport={handleImport} />
            </Tabs.Content>
            <Tabs.Content value="import" className={styles.panel}>
              <ImportTab onImport={handleImport} />
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
