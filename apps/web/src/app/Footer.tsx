import { Link } from 'react-router'
import { PixelArt } from '../ui/PixelArt.tsx'
import { LOGO } from '../ui/sprites.ts'
import { FOOTER_LINKS } from './navigation.ts'
import { usePageSettings } from '../lib/settings.tsx'
import styles from './Footer.module.css'

/** The backend's version, from the page settings. */
export function VersionBadge() {
  const { version } = usePageSettings()
  const label = /^\d/.test(version) ? `v${version}` : version
  return (
    <span className={styles.version} data-testid="version-badge" title={`Version ${version}`}>
      {label}
    </span>
  )
}

export function Footer() {
  const { productName } = usePageSettings()
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <PixelArt sprite={LOGO} pixelSize={3} />
          <div>
            <p className={styles.name}>{productName}</p>
            <p className={styles.tagline}>Pixel art, stitched for real.</p>
          </div>
        </div>
        <nav aria-label="Footer" className={styles.links}>
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={styles.meta}>
          <p className={styles.copyright}>
            © {year} {productName}
          </p>
          <VersionBadge />
        </div>
      </div>
    </footer>
  )
}
