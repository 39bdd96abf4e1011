import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../test/render.tsx'
import { BuiltinCartProvider } from '../features/cart/BuiltinCartProvider.tsx'
import { Header } from './Header.tsx'
import { PRODUCT_NAME_SLOT, staticShellHeader } from './static-shell.ts'

/** The markup as the browser's parser reads it (attribute quoting and empty elements written alike). */
function parsed(html: string): string {
  const holder = document.createElement('div')
  holder.innerHTML = html
  return holder.innerHTML
}

describe('staticShellHeader', () => {
  it('is the markup of the header React renders first, so the swap changes nothing', () => {
    const { container } = renderWithApp(
      <BuiltinCartProvider>
        <Header />
      </BuiltinCartProvider>,
      { path: '/', settings: { productName: 'Stitchy' } },
    )
    const header = container.querySelector('header')
    expect(header).not.toBeNull()
    const shell = staticShellHeader().replaceAll(PRODUCT_NAME_SLOT, 'Stitchy')
    // The only difference: the shell's buttons cannot be pressed before the app is there to answer them.
    expect(parsed(shell.replaceAll(' disabled>', '>'))).toBe(header?.outerHTML)
  })

  it('has one banner, the main navigation and no heading (the page brings its own)', () => {
    document.body.innerHTML = staticShellHeader()
    expect(screen.getAllByRole('banner')).toHaveLength(1)
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeDisabled()
  })
})
