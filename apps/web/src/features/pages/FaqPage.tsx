import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { SUPPORT_EMAIL } from '../../lib/constants.ts'
import { usePageSettings } from '../../lib/settings.tsx'
import { StaticPage } from './StaticPage.tsx'
import styles from './FaqPage.module.css'

function Question({ q, children, defaultOpen }: { q: string; children: ReactNode; defaultOpen?: boolean }) {
  return (
    <details className={styles.item} open={defaultOpen}>
      <summary className={styles.question}>{q}</summary>
      <div className={styles.answer}>{children}</div>
    </details>
  )
}

export default function FaqPage() {
  const { productName } = usePageSettings()
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
  return (
    <StaticPage title="FAQs" lede={`Everything you need to know about ordering from ${productName}.`}>
      <div className={styles.list}>
        <Question q="How long does shipping take?" defaultOpen>
          <p>
            Orders ship within <strong>3–5 business days</strong>. Around holidays, processing can take a
            little longer. As soon as your order is on its way, we e-mail you the tracking details.
          </p>
        </Question>

        <Question q="What is your return and exchange policy?">
          <p>
            Returns and exchanges are <strong>free</strong> for problems reported within{' '}
            <strong>30 days</strong> of receiving your order:
          </p>
          <ul>
            <li>the item arrived damaged,</li>
            <li>there is an error in the embroidery, or</li>
            <li>we sent you the wrong item.</li>
          </ul>
          <p>We send you a prepaid return label, and you choose between a full refund and a replacement.</p>
        </Question>

        <Question q="What isn't covered?">
          <ul>
            <li>
              Ordering the wrong item, colour or size and noticing only after it has shipped. Please
              double-check your cart before checking out.
            </li>
            <li>
              A correct size that doesn't fit the way you expected. All letter sizes are{' '}
              <strong>unisex</strong>, so check the measurements before ordering.
            </li>
            <li>Damage from normal wear.</li>
            <li>Damage caused by improper care, such as washing or drying against the care instructions.</li>
          </ul>
        </Question>

        <Question q="Something is wrong with my order. How do I report it?">
          <p>E-mail us at {mail} and include:</p>
          <ul>
            <li>your name,</li>
            <li>the e-mail address you ordered with,</li>
            <li>a description of the issue (photos help a lot),</li>
            <li>the reason for the return or exchange,</li>
            <li>your order number, and</li>
            <li>the resolution you would like: a refund or a replacement.</li>
          </ul>
          <p>We usually reply within two business days.</p>
        </Question>

        <Question q="Can I order any design?">
          <p>
            Almost! We love weird and wonderful pixel art, but we may refuse custom orders with harmful,
            violent or sexually explicit content, or content that infringes someone else&apos;s rights, such
            as trademarks or copyrighted characters you don&apos;t have permission to use. If we cancel an
            order for this reason, you get a full refund and a notice explaining why.
          </p>
        </Question>

        <Question q="How does my pixel art become embroidery?">
          <p>
            Every pixel of your design becomes a tiny block of stitches, so the finished piece keeps the
            crisp, blocky look of your art. Designs can use up to 12 thread colours. You can set the size and
            placement on each product before adding it to your cart.
          </p>
        </Question>

        <Question q="Do I need an account?">
          <p>
            No account is needed to draw in the editor, browse designs or shop. To save, publish and remix
            designs, you&apos;ll need a free account — <Link to="/signup">sign up here</Link>.
          </p>
        </Question>
      </div>
      <div className={styles.contact}>Still have a question? Write to us at {mail}.</div>
    </StaticPage>
  )
}
