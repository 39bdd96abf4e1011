import type { ReactElement } from 'react'
import { createLineIcon } from '../../ui/LineIcon.tsx'
import { sharedIconPaths } from '../../ui/shared-icon-paths.tsx'

/** Hand-drawn 24px line icons, so the editor needs no icon package. */
export const editorIconPaths = {
  pen: (
    <>
      <path d="M15.5 4.5l4 4L9 19H5v-4L15.5 4.5z" />
      <path d="M13 7l4 4" />
    </>
  ),
  fill: (
    <>
      <path d="M11 3.5l8 8-6.5 6.5a2 2 0 0 1-2.8 0L4.5 12.8a2 2 0 0 1 0-2.8L11 3.5z" />
      <path d="M4.5 11.5h14" />
      <path d="M20.5 15.5s1.5 2 1.5 3a1.5 1.5 0 0 1-3 0c0-1 1.5-3 1.5-3z" />
    </>
  ),
  eraser: (
    <>
      <path d="M8.5 20H20" />
      <path d="M4.7 15.3l9.6-9.6a2 2 0 0 1 2.8 0l2.2 2.2a2 2 0 0 1 0 2.8L11.5 18.5a3 3 0 0 1-2.1.9H8.1a3 3 0 0 1-2.1-.9l-1.3-1.3a1.3 1.3 0 0 1 0-1.9z" />
      <path d="M9.5 10.5l5 5" />
    </>
  ),
  drag: (
    <>
      <path d="M12 3v18M3 12h18" />
      <path d="M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3" />
    </>
  ),
  undo: (
    <>
      <path d="M9 14L4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </>
  ),
  redo: (
    <>
      <path d="M15 14l5-5-5-5" />
      <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
    </>
  ),
  zoomIn: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20.5 20.5L16 16M11 8v6M8 11h6" />
    </>
  ),
  zoomOut: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20.5 20.5L16 16M8 11h6" />
    </>
  ),
  fit: (
    <>
      <path d="M4 9V5a1 1 0 0 1 1-1h4M15 4h4a1 1 0 0 1 1 1v4M20 15v4a1 1 0 0 1-1 1h-4M9 20H5a1 1 0 0 1-1-1v-4" />
      <rect x="8.5" y="8.5" width="7" height="7" rx="1" />
    </>
  ),
  grid: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
      <path d="M9.2 3.5v17M14.8 3.5v17M3.5 9.2h17M3.5 14.8h17" />
    </>
  ),
  background: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 3.5a8.5 8.5 0 0 1 0 17z" fill="currentColor" />
    </>
  ),
  tooltip: (
    <>
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H13l-4 4v-4H5.5A1.5 1.5 0 0 1 4 14.5z" />
      <path d="M8.5 8.5h7M8.5 11.5h4.5" />
    </>
  ),
  border: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="1.5" strokeDasharray="3 2.4" />
      <rect x="8" y="8" width="8" height="8" rx="1" />
    </>
  ),
  new: (
    <>
      <path d="M14 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8z" />
      <path d="M14 3.5V8h4.5M12 11v6M9 14h6" />
    </>
  ),
  save: (
    <>
      <path d="M5 3.5h11l4.5 4.5v11a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19V5A1.5 1.5 0 0 1 5 3.5z" />
      <path d="M7.5 3.5v5h8v-5M7 20.5v-6h10v6" />
    </>
  ),
  designs: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </>
  ),
  download: (
    <>
      <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5" />
      <path d="M4.5 16.5v2a1.5 1.5 0 0 0 1.5 1.5h12a1.5 1.5 0 0 0 1.5-1.5v-2" />
    </>
  ),
  sparkles: (
    <>
      <path d="M10 3.5l1.6 4.4L16 9.5l-4.4 1.6L10 15.5l-1.6-4.4L4 9.5l4.4-1.6z" />
      <path d="M17.5 14l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" />
    </>
  ),
  needle: sharedIconPaths.needle,
  preview: (
    <>
      <path d="M8.5 3.5l-5 3v3l3-1.5V20.5h11V8l3 1.5v-3l-5-3a3.5 3.5 0 0 1-7 0z" />
    </>
  ),
  tutorial: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.6 9.5a2.5 2.5 0 0 1 4.8 1c0 1.7-2.4 2.2-2.4 3.5" />
      <path d="M12 17h.01" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  chevronUp: <path d="M7 14.5l5-5 5 5" />,
  chevronDown: <path d="M7 9.5l5 5 5-5" />,
  close: sharedIconPaths.close,
  more: (
    <>
      <circle cx="5.5" cy="12" r="1" fill="currentColor" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
      <circle cx="18.5" cy="12" r="1" fill="currentColor" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3.5a8.5 8.5 0 0 0 0 17c1.2 0 1.8-.8 1.8-1.7 0-1.2-1-1.6-1-2.7 0-1 .8-1.6 1.8-1.6h2.1a3.8 3.8 0 0 0 3.8-3.8C20.5 6.8 16.7 3.5 12 3.5z" />
      <circle cx="7.8" cy="11" r="1.2" fill="currentColor" />
      <circle cx="10.5" cy="7.3" r="1.2" fill="currentColor" />
      <circle cx="15" cy="7.8" r="1.2" fill="currentColor" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 4.3L2.9 17.5a2 2 0 0 0 1.7 3h14.8a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4M12 17h.01" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
} satisfies Record<string, ReactElement>

export type IconName = keyof typeof editorIconPaths

export const Icon = createLineIcon(editorIconPaths, 20)
