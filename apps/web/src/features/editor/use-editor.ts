import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'
import type { PixelArt } from '@threadbit/pixelart'
import type { EditorSession, ToolState } from './editor-session.ts'

export const EditorSessionContext = createContext<EditorSession | null>(null)

export function useEditorSession(): EditorSession {
  const session = useContext(EditorSessionContext)
  if (!session) throw new Error('useEditorSession must be used inside the editor page')
  return session
}

/** The current PixelArt; re-renders only when the instance is replaced (New, load). */
export function useArt(): PixelArt {
  const session = useEditorSession()
  useSyncExternalStore(session.subscribe, session.getArtVersion, session.getArtVersion)
  return session.art
}

/**
 * Reads one value from the art and re-renders only when that value changes. The selector must return a
 * primitive (or a stable reference): it runs after every change, including each pixel of a stroke, so that
 * a stroke re-renders nothing but the canvas.
 */
export function useArtValue<T>(selector: (art: PixelArt) => T): T {
  const art = useArt()
  const subscribe = useCallback((listener: () => void) => art.subscribe(listener), [art])
  return useSyncExternalStore(
    subscribe,
    () => selector(art),
    () => selector(art),
  )
}

export function useToolState(): ToolState {
  const session = useEditorSession()
  return useSyncExternalStore(session.subscribeTool, session.getToolState, session.getToolState)
}
