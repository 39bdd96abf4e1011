import type { MarketplaceReviews as MarketplaceReviewsContent } from '@threadbit/contracts'
import marketplaceReviews from '../../content/marketplace-reviews.json'
import { DesignCard, DesignCardSkeleton } from '../designs/DesignCard.tsx'
import { useProducts } from '../designs/queries.ts'
import { MarketplaceReviews } from '../reviews/MarketplaceReviews.tsx'
import { ShopReviews } from '../reviews/ShopReviews.tsx'
import { ArtOnProductCard, ArtOnProductCardSkeleton } from '../shop/ArtOnProductCard.tsx'
import { ApparelCard, ApparelCardSkeleton } from './ApparelCard.tsx'
import { HomeCarousel } from './HomeCarousel.tsx'
import { HomeHero } from './HomeHero.tsx'
import { useHomepageDesigns, useHomepagePicks, usePublicReviews } from './home-queries.ts'
import styles from './HomePage.module.css'

const MARKETPLACE_REVIEWS: MarketplaceReviewsContent = marketplaceReviews

/** Spec "Home": hero, three carousels (3 slides for popular picks, 4 for the others), then the reviews. */
export default function HomePage() {
  const products = useProducts()
  const picks = useHomepagePicks()
  const designs = useHomepageDesigns()
  const shopReviews = usePublicReviews()
  const ownReviews = shopReviews.data?.results ?? []

  return (
    <div className={styles.page}>
      <HomeHero />

      <HomeCarousel
        id="popular-picks"
        title="Popular picks"
        shopAllTo="/popular"
        slidesPerView={3}
        items={picks.data}
        error={picks.error}
        onRetry={() => void picks.refetch()}
        itemKey={(item) => item.uuid}
        renderItem={(item) => <ArtOnProductCard item={item} products={products.data} />}
        renderSkeleton={() => <ArtOnProductCardSkeleton />}
        emptyText="No products found."
      />

      <HomeCarousel
        id="start-with-a-design"
        title="Start with a design"
        shopAllTo="/discover"
        slidesPerView={4}
        items={designs.data}
        error={designs.error}
        onRetry={() => void designs.refetch()}
        itemKey={(design) => design.uuid}
        renderItem={(design) => <DesignCard design={design} products={products.data} />}
        renderSkeleton={() => <DesignCardSkeleton />}
      />

      <HomeCarousel
        id="start-with-apparel"
        title="Start with apparel"
        shopAllTo="/apparel"
        slidesPerView={4}
        items={products.data}
        error={products.error}
        onRetry={() => void products.refetch()}
        itemKey={(product) => product.id}
        renderItem={(product) => <ApparelCard product={product} />}
        renderSkeleton={() => <ApparelCardSkeleton />}
        emptyText="No products found."
      />

      <div className={ownReviews.length > 0 ? styles.reviewsSplit : styles.reviews}>
        <MarketplaceReviews content={MARKETPLACE_REVIEWS} isNarrow={ownReviews.length > 0} />
        {ownReviews.length > 0 && <ShopReviews reviews={ownReviews} />}
      </div>
    </div>
  )
}
