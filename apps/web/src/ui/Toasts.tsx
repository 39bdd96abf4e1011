import { useSyncExternalStore } from 'react'
import { loadedToasts, onToastsLoaded } from './toast.ts'

/** The toasts' host: renders nothing until the first toast has loaded sonner, then its Toaster. */
export function Toasts() {
  const sonner = useSyncExternalStore(onToastsLoaded, loadedToasts, () => null)
  if (!sonner) return null
  const { Toaster } = sonner
  return <Toaster position="top-center" richColors closeButton toastOptions={{ className: 'tb-toast' }} />
}
