import { useSyncExternalStore } from 'react'
import type { EditorMeta } from '../designs/design-meta.ts'

export type { EditorMeta }

export const UNSAVED_META: EditorMeta = {
  id: null,
  uuid: null,
  ownerId: null,
  ownerName: null,
  isRemix: false,
  isPublic: true,
}

export function parseMeta(value: unknown): EditorMeta {
  if (typeof value !== 'object' || value === null) return UNSAVED_META
  const v = value as Record<string, unknown>
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null)
  const str = (x: unknown) => (typeof x === 'string' ? x : null)
  return {
    id: num(v.id),
    uuid: str(v.uuid),
    ownerId: num(v.ownerId),
    ownerName: str(v.ownerName),
    isRemix: v.isRemix === true,
    isPublic: v.isPublic !== false,
    ...(typeof v.moderationReason === 'string' ? { moderationReason: v.moderationReason } : {}),
  }
}

export type EditorMetadata = EditorMeta & { title: string }

export class MetaStore {
  private state: EditorMeta
  private readonly listeners = new Set<() => void>()

  constructor(initial: EditorMeta = UNSAVED_META) {
    this.state = initial
  }

  get = (): EditorMeta => this.state

  set(next: EditorMeta): void {
    this.state = next
    for (const listener of this.listeners) listener()
  }

  update(patch: Partial<EditorMeta>): void {
    this.set({ ...this.state, ...patch })
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

export function useMeta(store: MetaStore): EditorMeta {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
