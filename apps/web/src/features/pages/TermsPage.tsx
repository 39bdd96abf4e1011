import { Link } from 'react-router'
import { SUPPORT_EMAIL } from '../../lib/constants.ts'
import { usePageSettings } from '../../lib/settings.tsx'
import { LEGAL_UPDATED } from './legal.ts'
import { StaticPage } from './StaticPage.tsx'

export default function TermsPage() {
  const { productName } = usePageSettings()
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
  return (
    <StaticPage
      title="Terms of Service"
      lede={`The rules for using ${productName} and ordering from us.`}
      updated={LEGAL_UPDATED}
    >
      <h2>Agreement</h2>
      <p>
        By using {productName} — the editor, the design gallery, the shop and everything else on this site —
        you agree to these terms and to our <Link to="/privacy">Privacy Policy</Link>. If you do not agree,
        please do not use the site.
      </p>

      <h2>Eligibility</h2>
      <p>You must be at least 18 years old and able to enter into a binding contract to use {productName}.</p>

      <h2>Accounts</h2>
      <p>
        You can draw, browse and shop without an account, but certain features require one: saving designs,
        publishing, remixing and making designs private, generating embroidery files and larger daily AI
        generation limits. You are responsible for keeping your password safe and for everything done with
        your account. Tell us right away at {mail} if you believe someone else has used it.
      </p>
      <p>
        Usernames must not impersonate others or be offensive. We may change or remove a username that breaks
        these rules.
      </p>

      <h2>Your designs</h2>
      <p>
        You keep the rights to the designs you create. By saving a design on {productName}, you allow us to
        store it, display it, and produce it on the products you order. When you make a design public, you
        also allow other users to view it, put it on products and remix it into their own designs. You can
        make a design private or delete it at any time; copies already ordered or remixed by others are not
        affected.
      </p>
      <p>
        Only upload or create content you have the right to use. You are responsible for the designs you make
        and the images you upload.
      </p>

      <h2>Content we won&apos;t stitch</h2>
      <p>
        We may refuse or cancel custom orders, and remove designs, that contain harmful, hateful, violent or
        sexually explicit content, or that infringe someone else&apos;s intellectual property, such as
        trademarks and copyrighted characters. If we cancel an order for this reason, you receive a full
        refund and a notice of the cancellation.
      </p>

      <h2>AI image generation</h2>
      <p>
        AI generation is offered as is, with a daily limit. Generated images may be unexpected or imperfect,
        and you are responsible for how you use them. Do not use prompts or reference images to create content
        that breaks these terms.
      </p>

      <h2>Orders, shipping and returns</h2>
      <p>
        Prices are shown in US dollars. Because every item is made to order, please review your cart carefully
        before checking out. Orders ship within 3–5 business days. Returns and exchanges follow the policy in
        our <Link to="/faqs">FAQs</Link>: free for damage, embroidery errors or a wrong item reported within
        30 days of receipt.
      </p>

      <h2>Our site</h2>
      <p>
        The {productName} name, logo, site and software belong to us. Don&apos;t copy, scrape, disrupt or try
        to gain unauthorised access to the site, and don&apos;t use it to break the law.
      </p>

      <h2>Disclaimers and limitation of liability</h2>
      <p>
        The site is provided &ldquo;as is&rdquo; without warranties of any kind beyond those the law requires.
        To the fullest extent permitted by law, {productName} is not liable for indirect, incidental or
        consequential damages, and our total liability for any claim is limited to the amount you paid us for
        the order it concerns.
      </p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the State of California, without regard to its conflict-of-law
        rules. Any dispute will be handled by the state or federal courts located in California.
      </p>

      <h2>Changes</h2>
      <p>
        We may update these terms from time to time. The date at the top of this page shows when they last
        changed; continuing to use the site after a change means you accept the new terms.
      </p>

      <h2>Contact</h2>
      <p>Questions about these terms? E-mail us at {mail}.</p>
    </StaticPage>
  )
}
