import type { ReactElement, SVGProps } from 'react'

/**
 * The app's line icons share one drawing style (24 px grid, 1.8 stroke, round joins); each feature keeps its own
 * table of paths and gets a typed component for it from here.
 */
export function createLineIcon<Name extends string>(paths: Record<Name, ReactElement>, defaultSize: number) {
  return function LineIcon({
    name,
    size = defaultSize,
    ...props
  }: { name: Name; size?: number } & SVGProps<SVGSVGElement>) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths[name]}
      </svg>
    )
  }
}
