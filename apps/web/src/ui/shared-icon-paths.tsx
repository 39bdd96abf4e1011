/** Line-icon paths more than one feature draws, so an action looks the same everywhere (e.g. Embroider). */
export const sharedIconPaths = {
  needle: (
    <>
      <path d="M19.5 4.5L7 17" />
      <path d="M17.5 4.5a1.5 1.5 0 1 1 2 2" />
      <path d="M7 17l-2.5 2.5" />
      <path d="M4 9c3-3 6 3 9 0M11 20c3-3 6 3 9 0" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
}
