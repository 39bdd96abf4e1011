/** The header's navigation (spec: Create Your Own, Browse Designs, Popular Picks, Shop Apparel). */
export const NAV_ITEMS = [
  { to: '/editor', label: 'Create Your Own' },
  { to: '/discover', label: 'Browse Designs' },
  { to: '/popular', label: 'Popular Picks' },
  { to: '/apparel', label: 'Shop Apparel' },
] as const

export const FOOTER_LINKS = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
] as const
