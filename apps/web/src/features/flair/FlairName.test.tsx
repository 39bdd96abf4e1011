import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FlairName } from './FlairName.tsx'

describe('FlairName', () => {
  it.each(['none', 'flash1', 'flash2', 'glow1', 'glow2'])('shows %s as the plain name', (flair) => {
    const { container } = render(<FlairName username="ada" flair={flair} />)
    expect(container.firstElementChild).toHaveAttribute('data-flair', flair)
    expect(container).toHaveTextContent('ada')
  })

  it('waves letter by letter but reads as one word', () => {
    const { container } = render(<FlairName username="ada" flair="wave" />)
    expect(container.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(3)
    expect(screen.getByText('ada')).toBeInTheDocument()
  })

  it('shows an unknown flair as none', () => {
    const { container } = render(<FlairName username="ada" flair="sparkle" />)
    expect(container.firstElementChild).toHaveAttribute('data-flair', 'none')
  })
})
