import type * as SonnerModule from 'sonner'
import type { ExternalToast, toast as sonnerToast } from 'sonner'

// sonner (~10 kB gzipped) is not part of the first download: it loads the first time a toast is shown, and
// the <Toasts /> host renders its Toaster from then on (sonner replays toasts raised before it mounted).
type Sonner = typeof SonnerModule
type Message = Parameters<typeof sonnerToast>[0]
export type ToastId = string | number

let sonner: Sonner | null = null
let loading: Promise<Sonner> | null = null
const listeners = new Set<() => void>()

/** Loads sonner once; resolves at once when it is already there. */
function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module
    for (const listener of listeners) listener()
    return module
  })
  return loading
}

/** The loaded module, or null before the first toast: read by the <Toasts /> host. */
export function loadedToasts(): Sonner | null {
  return sonner
}

export function onToastsLoaded(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Runs now when sonner is loaded (keeps the order of calls), after it has loaded otherwise. */
function withSonner(run: (module: Sonner) => void) {
  if (sonner) run(sonner)
  else void loadToasts().then(run)
}

let nextId = 0
/** A toast's id is known before sonner is, so a loading toast can be replaced or dismissed later. */
const idOf = (data?: ExternalToast): ToastId => data?.id ?? `toast-${++nextId}`

function show(kind: 'message' | 'success' | 'error' | 'loading', message: Message, data?: ExternalToast) {
  const id = idOf(data)
  withSonner(({ toast }) => {
    if (kind === 'message') toast(message, { ...data, id })
    else toast[kind](message, { ...data, id })
  })
  return id
}

/** sonner's toast API (the parts the app uses), callable before sonner has loaded. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show('message', message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    loading: (message: Message, data?: ExternalToast) => show('loading', message, data),
    dismiss: (id?: ToastId) => {
      // Nothing to dismiss before sonner has shown anything.
      if (sonner) sonner.toast.dismiss(id)
      else if (loading) void loading.then((module) => module.toast.dismiss(id))
    },
  },
)
