import { describe, expect, it, vi } from 'vitest'
import { DRAFT_STORAGE_KEY, EDITOR_BORDER_COLOR, EditorSession } from './editor-session.ts'
import { LOAD_ANIMATION_DONE, loadAnimationProgress, playLoadAnimation } from './canvas/load-animation.ts'

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial))
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  }
}

describe('EditorSession', () => {
  it('starts blank with the editor border colour', () => {
    const session = new EditorSession({ storage: memoryStorage() })
    expect(session.art.isEmpty()).toBe(true)
    expect(session.art.borderColor).toBe(EDITOR_BORDER_COLOR)
    expect(session.getMetadata()).toMatchObject({ title: '', ownerName: null, isRemix: false })
  })

  it('keeps the drawing in storage and restores it in a new session', () => {
    vi.useFakeTimers()
    const storage = memoryStorage()
    const first = new EditorSession({ storage })
    first.selectSlot(4)
    first.controller.pointerDown({ col: 2, row: 3, screenX: 0, screenY: 0 })
    first.controller.pointerUp()
    first.setTitle('Robot')
    vi.runAllTimers()
    vi.useRealTimers()

    const second = new EditorSession({ storage })
    expect(second.art.getPixel(2, 3)).toBe(first.art.palette[4])
    expect(second.art.title).toBe('Robot')
    expect(second.getToolState().slot).toBe(4)
  })

  it('ignores a damaged draft', () => {
    for (const raw of ['{nope', '{"version":1,"art":{"rows":"x"}}', '"hello"', '{"version":2}']) {
      const session = new EditorSession({ storage: memoryStorage({ [DRAFT_STORAGE_KEY]: raw }) })
      expect(session.art.isEmpty()).toBe(true)
    }
  })

  it('New replaces the art with a blank one and announces no load', () => {
    const session = new EditorSession({ storage: null })
    session.controller.pointerDown({ col: 1, row: 1, screenX: 0, screenY: 0 })
    session.controller.pointerUp()
    session.meta.update({ ownerName: 'ada', isRemix: true })
    const onReplace = vi.fn()
    const onLoad = vi.fn()
    session.subscribe(onReplace)
    session.onLoad(onLoad)
    session.newProject()
    expect(session.art.isEmpty()).toBe(true)
    expect(session.art.canUndo).toBe(false)
    expect(session.getMetadata()).toMatchObject({ ownerName: null, isRemix: false })
    expect(onReplace).toHaveBeenCalledTimes(1)
    expect(onLoad).not.toHaveBeenCalled()
  })

  it('announces a load when the art loads an image', () => {
    const session = new EditorSession({ storage: null })
    const onLoad = vi.fn()
    session.onLoad(onLoad)
    session.art.loadRGBA({ width: 2, height: 2, data: new Uint8ClampedArray(16).fill(255) })
    expect(onLoad).toHaveBeenCalledTimes(1)
  })

  it('picking a colour while erasing goes back to the pen', () => {
    const session = new EditorSession({ storage: null })
    session.setTool('eraser')
    session.selectSlot(2)
    expect(session.getToolState()).toEqual({ tool: 'pen', slot: 2 })
    expect(session.controller.color).toBe(session.art.palette[2])
  })
})

describe('load animation', () => {
  it('runs border, art, grid and guide one after another (500, 700, 250, 100 ms)', () => {
    expect(loadAnimationProgress(0)).toEqual({ border: 0, art: 0, grid: 0, guide: 0 })
    expect(loadAnimationProgress(500)).toMatchObject({ border: 1, art: 0 })
    expect(loadAnimationProgress(1200)).toMatchObject({ art: 1, grid: 0 })
    expect(loadAnimationProgress(1450)).toMatchObject({ grid: 1, guide: 0 })
    expect(loadAnimationProgress(1550)).toEqual(LOAD_ANIMATION_DONE)
  })

  it('plays frame by frame and ends finished', () => {
    let now = 0
    const frames: (() => void)[] = []
    const seen: number[] = []
    playLoadAnimation((p) => seen.push(p.art), {
      now: () => now,
      requestFrame: (cb) => frames.push(cb),
      cancelFrame: () => {},
    })
    while (frames.length > 0) {
      now += 100
      frames.shift()?.()
    }
    expect(seen.at(-1)).toBe(1)
    expect(seen.length).toBeGreaterThan(10)
  })

  it('jumps to the end for reduced motion', () => {
    const onFrame = vi.fn()
    playLoadAnimation(onFrame, { reducedMotion: true })
    expect(onFrame).toHaveBeenCalledExactlyOnceWith(LOAD_ANIMATION_DONE)
  })
})
