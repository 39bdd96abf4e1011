import type { ReactElement } from 'react'
import { createLineIcon } from '../../ui/LineIcon.tsx'
import { sharedIconPaths } from '../../ui/shared-icon-paths.tsx'

/** Line icons for design cards, drawn like the editor's (24 px grid, 1.8 stroke). */
const paths = {
  trash: (
    <>
      <path d="M4.5 7h15M10 7V4.5h4V7" />
      <path d="M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
    </>
  ),
  cube: (
    <>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
    </>
  ),
  // Shared with the editor's Embroider button, so the action looks the same everywhere.
  needle: sharedIconPaths.needle,
  edit: (
    <>
      <path d="M15.5 4.5l4 4L9 19H5v-4L15.5 4.5z" />
      <path d="M13 7l4 4" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5" />
    </>
  ),
  close: sharedIconPaths.close,
  flag: (
    <>
      <path d="M5.5 21V4" />
      <path d="M5.5 4.5h11l-2.5 4 2.5 4h-11" />
    </>
  ),
  star: <path d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.8l-5.3 2.8 1-5.8-4.2-4.1 5.9-.9L12 3.5z" />,
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
    </>
  ),
  arrowLeft: <path d="M19 12H5M11 6l-6 6 6 6" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  remix: (
    <>
      <path d="M4 8h11l-3-3M20 16H9l3 3" />
    </>
  ),
} satisfies Record<string, ReactElement>

export const DesignIcon = createLineIcon(paths, 18)
