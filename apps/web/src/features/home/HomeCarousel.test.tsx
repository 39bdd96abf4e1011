import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Carousel } from '../../ui/Carousel.tsx'
import { SKELETON_MIN_MS } from '../../ui/use-held-until-ready.ts'
import { visibleSlideCount } from '../../ui/use-visible-slides.ts'
import { HomeCarousel } from './HomeCarousel.tsx'

const originalWidth = window.innerWidth

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true })
  window.dispatchEvent(new Event('resize'))
}

afterEach(() => {
  setViewportWidth(originalWidth)
  vi.useRealTimers()
})

describe('visible slides', () => {
  it('shows one slide below 576 px, at most two below 992 px, else the configured count', () => {
    expect(visibleSlideCount(375, 4)).toBe(1)
    expect(visibleSlideCount(575, 3)).toBe(1)
    expect(visibleSlideCount(576, 4)).toBe(2)
    expect(visibleSlideCount(991, 3)).toBe(2)
    expect(visibleSlideCount(991, 1)).toBe(1)
    expect(visibleSlideCount(992, 3)).toBe(3)
    expect(visibleSlideCount(1280, 4)).toBe(4)
  })

  it('follows the viewport as it is resized', () => {
    setViewportWidth(1280)
    render(
      <Carousel label="Popular picks" slidesPerView={3}>
        {['a', 'b', 'c', 'd'].map((s) => (
          <span key={s}>{s}</span>
        ))}
      </Carousel>,
    )
    const carousel = screen.getByRole('region', { name: 'Popular picks' })
    expect(carousel).toHaveAttribute('data-visible', '3')
    act(() => setViewportWidth(800))
    expect(carousel).toHaveAttribute('data-visible', '2')
    act(() => setViewportWidth(375))
    expect(carousel).toHaveAttribute('data-visible', '1')
    act(() => setViewportWidth(1000))
    expect(carousel).toHaveAttribute('data-visible', '3')
  })

  it('labels every slide "k of n" and offers previous and next buttons', () => {
    render(
      <Carousel label="Designs" slidesPerView={4}>
        {['a', 'b', 'c'].map((s) => (
          <span key={s}>{s}</span>
        ))}
      </Carousel>,
    )
    expect(screen.getByRole('group', { name: '2 of 3' })).toHaveTextContent('b')
    expect(screen.getByRole('button', { name: 'Previous slides: Designs' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next slides: Designs' })).toBeInTheDocument()
  })
})

describe('home carousel skeletons', () => {
  beforeEach(() => setViewportWidth(1280))

  function renderCarousel(items: string[] | undefined) {
    return (
      <MemoryRouter>
        <HomeCarousel
          id="picks"
          title="Popular picks"
          shopAllTo="/popular"
          slidesPerView={3}
          items={items}
          error={null}
          onRetry={() => undefined}
          itemKey={(item) => item}
          renderItem={(item) => <p data-testid="card">{item}</p>}
          renderSkeleton={() => <p data-testid="skeleton" />}
        />
      </MemoryRouter>
    )
  }

  it('shows skeletons while loading and for at least 400 ms after the data arrives', () => {
    vi.useFakeTimers()
    const { rerender } = render(renderCarousel(undefined))
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3)
    act(() => vi.advanceTimersByTime(2000))
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3)

    rerender(renderCarousel(['one', 'two', 'three', 'four']))
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3)
    expect(screen.queryByTestId('card')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(SKELETON_MIN_MS - 1))
    expect(screen.queryByTestId('card')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getAllByTestId('card')).toHaveLength(4)
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Popular picks' })).not.toHaveAttribute('aria-busy')
  })

  it('links "Shop all" to the full list', () => {
    render(renderCarousel(undefined))
    expect(screen.getByRole('link', { name: 'Shop all: popular picks' })).toHaveAttribute('href', '/popular')
  })
})
