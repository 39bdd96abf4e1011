import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { toast } from '../../ui/toast.ts'
import { MOBILE_BREAKPOINT_PX, type Design } from '@threadbit/contracts'
import type { Color } from '@threadbit/pixelart'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { reservedStrips, stickyHeaderPx } from '../preview3d/window-geometry.ts'
import { useEditorEmbroidery } from './use-editor-embroidery.tsx'
import { PixelCanvas } from './canvas/PixelCanvas.tsx'
import type { CanvasRenderer } from './canvas/renderer.ts'
import { CommandContextReact, useEditorShortcuts } from './CommandButton.tsx'
import type { CommandContext, EditorActions } from './commands.ts'
import { DesktopEditor } from './DesktopEditor.tsx'
import { ColorLimitNotice, GridSizeChip, ZoomControls } from './EditorChrome.tsx'
import { UNSAVED_META } from './editor-meta.ts'
import { EditorSession } from './editor-session.ts'
import {
  loadAiDialog,
  loadColorEditDialog,
  loadDesignsDialog,
  loadDownloadDialog,
  loadNewProjectDialog,
  loadPreviewWindow,
  loadSaveFlow,
} from './lazy-code.ts'
import { useHasOpened, useMediaQuery, usePrefetchWhenIdle } from './hooks.ts'
import { MobileEditor } from './MobileEditor.tsx'
import { openDesignInSession, useDesignUrl } from './use-design-url.ts'
import { EditorSessionContext, useArt } from './use-editor.ts'
import { useSaveDesign } from './use-save-design.ts'
import { TooltipProvider } from './tooltip/Tooltip.tsx'
// The editor's styles, in cascade order (later sheets override earlier ones).
import './styles/controls.css'
import './styles/layout.css'
import './styles/panels.css'
import './styles/dialogs.css'
import './styles/responsive.css'

const NOTICE_MS = 6000

// The AI dialog, the designs list and the preview (three.js) load when first opened, or when their button
// is pointed at or focused (commands.ts).
const AiDialog = lazy(() => loadAiDialog().then((m) => ({ default: m.AiDialog })))
const DesignsDialog = lazy(() => loadDesignsDialog().then((m) => ({ default: m.DesignsDialog })))
const PreviewWindow = lazy(loadPreviewWindow)
const NewProjectDialog = lazy(() => loadNewProjectDialog().then((m) => ({ default: m.NewProjectDialog })))
const DownloadDialog = lazy(() => loadDownloadDialog().then((m) => ({ default: m.DownloadDialog })))
const prefetchWhenIdle = () => Promise.all([loadSaveFlow(), loadColorEditDialog()])

type PreviewMode = 'off' | '3d' | '2d'
const NEXT_PREVIEW_MODE: Record<PreviewMode, PreviewMode> = { off: '3d', '3d': '2d', '2d': 'off' }

/** /editor and /editor/ai: the pixel-art editor. */
export default function EditorPage() {
  useDocumentTitle('Create Your Own')
  // One session per visit to the page; it restores the drawing kept in localStorage.
  const [session] = useState(() => new EditorSession())

  useEffect(() => {
    // Throttled saves are written out when the tab is hidden or closed, so nothing is lost.
    const flush = () => session.flush()
    const handleVisibility = () => document.visibilityState === 'hidden' && flush()
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', handleVisibility)
    return () => {
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', handleVisibility)
      flush()
    }
  }, [session])

  return (
    <EditorSessionContext value={session}>
      <EditorScreen session={session} />
    </EditorSessionContext>
  )
}

function EditorScreen({ session }: { session: EditorSession }) {
  const navigate = useNavigate()
  const location = useLocation()
  const isAiOpen = /\/editor\/ai\/?$/.test(location.pathname)
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`)
  const art = useArt()
  const rendererRef = useRef<CanvasRenderer | null>(null)
  const [renderer, setRenderer] = useState<CanvasRenderer | null>(null)
  const [dialog, setDialog] = useState<'new' | 'download' | null>(null)
  const [blockedColor, setBlockedColor] = useState<Color | null>(null)
  const [previewMode, setPreviewMode] = useState<PreviewMode>('off')
  const stageRef = useRef<HTMLDivElement | null>(null)
  const [previewStage, setPreviewStage] = useState<DOMRectReadOnly | null>(null)
  const [isDesignsOpen, setDesignsOpen] = useState(false)
  const hasOpenedDesigns = useHasOpened(isDesignsOpen)
  const hasOpenedAi = useHasOpened(isAiOpen)
  const hasOpenedNew = useHasOpened(dialog === 'new')
  const hasOpenedDownload = useHasOpened(dialog === 'download')
  const save = useSaveDesign(session)
  const embroidery = useEditorEmbroidery(session)
  const loadingDesign = useDesignUrl(session)
  // Once the editor is up: Save (and the PNG codec, which opening a design needs too), the palette's colour
  // dialog and the dialog frame (a phone's tool and colour sheets), so their first use does not wait.
  usePrefetchWhenIdle(prefetchWhenIdle)

  const actions = useMemo<EditorActions>(
    () => ({
      openNewDialog: () => setDialog('new'),
      openDownloadDialog: () => setDialog('download'),
      openAi: () => void navigate('/editor/ai'),
      zoomIn: () => rendererRef.current?.zoomIn(),
      zoomOut: () => rendererRef.current?.zoomOut(),
      zoomToFit: () => rendererRef.current?.zoomToFit(),
      cyclePreview: () => {
        setPreviewMode((mode) => NEXT_PREVIEW_MODE[mode])
        // Measured once this click has re-rendered: on a phone the tools tray folds away first.
        requestAnimationFrame(() => setPreviewStage(stageRef.current?.getBoundingClientRect() ?? null))
      },
      save: () => void save(),
      embroider: embroidery.embroider,
      openDesigns: () => setDesignsOpen(true),
    }),
    [navigate, save, embroidery.embroider],
  )
  const ctx = useMemo<CommandContext>(() => ({ session, actions }), [session, actions])

  useEditorShortcuts(ctx)

  useEffect(() => {
    if (!blockedColor) return
    const timer = setTimeout(() => setBlockedColor(null), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [blockedColor])

  useEffect(
    () =>
      session.controller.subscribe((event) => {
        if (event.type === 'color-blocked') setBlockedColor(event.color)
      }),
    // The controller is replaced together with the art.
    [session, art],
  )

  const handleOpenDesign = (design: Design) => {
    openDesignInSession(session, design).then(
      () => setDesignsOpen(false),
      () => toast.error('Could not open the design.'),
    )
  }

  // The preview window opens in the stage's top-right corner; the canvas centres the art beside or below it.
  const isPreviewOpen = previewMode !== 'off'
  useEffect(() => {
    renderer?.setReserved(
      isPreviewOpen ? reservedStrips(previewStage, stickyHeaderPx()) : { right: 0, top: 0 },
    )
  }, [renderer, isPreviewOpen, previewStage])

  const handleRenderer = (next: CanvasRenderer | null) => {
    rendererRef.current = next
    setRenderer(next)
  }

  const stage = (
    <div className="ed-stage" ref={stageRef}>
      <PixelCanvas onRenderer={handleRenderer} />
      <ColorLimitNotice color={blockedColor} onDismiss={() => setBlockedColor(null)} />
      {loadingDesign && (
        <div className="ed-opening" role="status">
          Opening design…
        </div>
      )}
      {!isMobile && (
        <div className="ed-stage__footer">
          <GridSizeChip />
          <ZoomControls renderer={renderer} />
        </div>
      )}
    </div>
  )

  return (
    <CommandContextReact value={ctx}>
      <TooltipProvider delayMs={350} skipDelayMs={200}>
        <div className={`ed-root ${isMobile ? 'ed-root--mobile' : 'ed-root--desktop'}`} data-testid="editor">
          <h1 className="sr-only">Pixel art editor</h1>
          {isMobile ? (
            <MobileEditor stage={stage} isCountWarning={blockedColor !== null} />
          ) : (
            <DesktopEditor stage={stage} isCountWarning={blockedColor !== null} />
          )}
        </div>
        {/* One boundary each: a dialog whose code is loading must not hide another that is open. */}
        <Suspense fallback={null}>
          {hasOpenedNew && (
            <NewProjectDialog
              open={dialog === 'new'}
              onOpenChange={(open) => setDialog(open ? 'new' : null)}
              onConfirm={() => session.newProject()}
            />
          )}
        </Suspense>
        <Suspense fallback={null}>
          {hasOpenedDownload && (
            <DownloadDialog
              open={dialog === 'download'}
              onOpenChange={(open) => setDialog(open ? 'download' : null)}
            />
          )}
        </Suspense>
        <Suspense fallback={null}>
          {hasOpenedDesigns && (
            <DesignsDialog
              open={isDesignsOpen}
              onOpenChange={setDesignsOpen}
              onSelect={handleOpenDesign}
              onChanged={(design) => {
                if (design.uuid === session.meta.get().uuid)
                  session.meta.update({ isPublic: design.is_public })
              }}
              onDeleted={(design) => {
                // The open design is gone from the server: the drawing stays, as an unsaved one.
                if (design.uuid === session.meta.get().uuid) session.meta.set(UNSAVED_META)
              }}
            />
          )}
          {hasOpenedAi && <AiDialog open={isAiOpen} onClose={() => void navigate('/editor')} />}
        </Suspense>
        {embroidery.dialog}
        {previewMode !== 'off' && previewStage && (
          <Suspense fallback={null}>
            <PreviewWindow
              art={art}
              mode={previewMode}
              stage={previewStage}
              onClose={() => setPreviewMode('off')}
            />
          </Suspense>
        )}
      </TooltipProvider>
    </CommandContextReact>
  )
}
