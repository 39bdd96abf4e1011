import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { MarketplaceReviews as MarketplaceReviewsContent } from '@threadbit/contracts'
import content from '../../content/marketplace-reviews.json'
import { MarketplaceReviews } from './MarketplaceReviews.tsx'

const CONTENT: MarketplaceReviewsContent = content

describe('marketplace reviews', () => {
  it('ships 20 sample reviews, a count of 116 and six shown first', () => {
    expect(CONTENT.count).toBe(116)
    expect(CONTENT.shown_first).toBe(6)
    expect(CONTENT.reviews).toHaveLength(20)
    expect(content.sample).toBe(true)
    expect(CONTENT.reviews.every((review) => review.sample)).toBe(true)
  })

  it('labels sample reviews as examples and never claims an invented total', () => {
    render(<MarketplaceReviews content={CONTENT} />)
    expect(screen.getByRole('heading', { name: 'Example reviews' })).toBeInTheDocument()
    expect(screen.getByTestId('sample-reviews-note')).toHaveTextContent('not from real customers')
    expect(screen.queryByText('116 reviews')).not.toBeInTheDocument()
    expect(screen.getAllByText('Example')).toHaveLength(6)
  })

  it('shows the count of real reviews, and nothing when there are none', () => {
    const real = { ...CONTENT, reviews: CONTENT.reviews.map((review) => ({ ...review, sample: false })) }
    const { container, rerender } = render(<MarketplaceReviews content={real} />)
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument()
    expect(screen.getByText('116 reviews')).toBeInTheDocument()
    expect(screen.queryByText('Example')).not.toBeInTheDocument()
    rerender(<MarketplaceReviews content={{ ...CONTENT, reviews: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows six reviews, all 20 after Show more and six again after Show less', async () => {
    const user = userEvent.setup()
    render(<MarketplaceReviews content={CONTENT} />)
    expect(screen.getAllByTestId('marketplace-review')).toHaveLength(6)

    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(screen.getAllByTestId('marketplace-review')).toHaveLength(20)
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')

    await user.click(screen.getByRole('button', { name: 'Show less' }))
    expect(screen.getAllByTestId('marketplace-review')).toHaveLength(6)
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false')
  })
})
