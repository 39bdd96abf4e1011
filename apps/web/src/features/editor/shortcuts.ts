/**
 * Keyboard shortcuts as small strings: `'B'`, `'Mod+Z'`, `'Mod+Shift+Z'`, `'Ctrl+Y'`, `'+'`.
 * `Mod` is Cmd on Apple platforms and Ctrl elsewhere; `Ctrl` is always the Control key.
 */
export type Shortcut = string

interface ParsedShortcut {
  key: string
  mod: boolean
  ctrl: boolean
  shift: boolean
  alt: boolean
}

export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent)
}

function parseShortcut(shortcut: Shortcut): ParsedShortcut {
  // '+' alone is a key; 'Mod++' would be Mod and '+'.
  const parts = shortcut === '+' ? ['+'] : shortcut.split(/\+(?!$)/)
  const parsed: ParsedShortcut = { key: '', mod: false, ctrl: false, shift: false, alt: false }
  for (const part of parts) {
    const lower = part.toLowerCase()
    if (lower === 'mod') parsed.mod = true
    else if (lower === 'ctrl') parsed.ctrl = true
    else if (lower === 'shift') parsed.shift = true
    else if (lower === 'alt') parsed.alt = true
    else parsed.key = lower
  }
  return parsed
}

export interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** Whether a keyboard event matches a shortcut. Shift is compared exactly for letters only. */
export function matchesShortcut(event: KeyLike, shortcut: Shortcut, isApple = isApplePlatform()): boolean {
  const s = parseShortcut(shortcut)
  const key = event.key.toLowerCase()
  if (key !== s.key) return false
  const wantsMeta = s.mod && isApple
  const wantsCtrl = s.ctrl || (s.mod && !isApple)
  if (event.metaKey !== wantsMeta) return false
  if (event.ctrlKey !== wantsCtrl) return false
  if (event.altKey !== s.alt) return false
  // Symbols such as '+' need Shift on many layouts, so Shift only counts for letters and digits.
  if (/^[a-z0-9]$/.test(s.key) && event.shiftKey !== s.shift) return false
  return true
}

/** Human-readable form for tooltips and menus: 'Ctrl+Shift+Z' or '⇧⌘Z'. */
export function formatShortcut(shortcut: Shortcut, isApple = isApplePlatform()): string {
  const s = parseShortcut(shortcut)
  const key = s.key.length === 1 ? s.key.toUpperCase() : s.key.charAt(0).toUpperCase() + s.key.slice(1)
  if (isApple) {
    return `${s.ctrl ? '⌃' : ''}${s.alt ? '⌥' : ''}${s.shift ? '⇧' : ''}${s.mod ? '⌘' : ''}${key}`
  }
  const mods = [s.ctrl || s.mod ? 'Ctrl' : '', s.alt ? 'Alt' : '', s.shift ? 'Shift' : ''].filter(Boolean)
  return [...mods, key].join('+')
}

/** True while the user types into a field: shortcuts must leave those keys alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target instanceof HTMLElement && target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLInputElement) {
    // Buttons, checkboxes and colour wells do not take text.
    return !['button', 'checkbox', 'radio', 'range', 'color', 'submit', 'reset', 'file'].includes(target.type)
  }
  return target.closest('[contenteditable="true"]') !== null
}
