import { SUPPORT_EMAIL } from '../../lib/constants.ts'
import { usePageSettings } from '../../lib/settings.tsx'
import { LEGAL_UPDATED } from './legal.ts'
import { StaticPage } from './StaticPage.tsx'

export default function PrivacyPage() {
  const { productName } = usePageSettings()
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
  return (
    <StaticPage
      title="Privacy Policy"
      lede={`How ${productName} collects, uses and protects your information.`}
      updated={LEGAL_UPDATED}
    >
      <h2>Who this policy is for</h2>
      <p>
        {productName} is intended for users in the United States who are 18 years of age or older. By using
        the site you confirm that you are at least 18. We do not knowingly collect information from anyone
        under 18; if you believe a minor has given us personal information, contact us and we will delete it.
      </p>

      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Account information:</strong> your e-mail address, username, chosen flair and a securely
          hashed password. If you sign in with Google, we receive your e-mail address from Google to identify
          your account.
        </li>
        <li>
          <strong>Your designs:</strong> the pixel art you save, its title, and whether you made it public or
          private. Images you upload to import or as a reference for AI generation are processed to create
          your design.
        </li>
        <li>
          <strong>Orders:</strong> your name, e-mail address, shipping address and the items you order.
          Payments are handled by our checkout provider; we never see or store your full card number.
        </li>
        <li>
          <strong>Reviews:</strong> the rating, text and optional photo you submit, and the alias you choose
          if you agree to share your review publicly.
        </li>
        <li>
          <strong>Usage information:</strong> cookies that keep you signed in and protect forms against
          forgery, and, where enabled, analytics about which pages are visited.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>to run your account and save your designs,</li>
        <li>to produce, ship and support your orders, including sending order and tracking e-mails,</li>
        <li>to show public designs and shared reviews to other visitors,</li>
        <li>to prevent abuse, such as enforcing the daily limits on AI image generation, and</li>
        <li>to understand how the site is used so we can improve it.</li>
      </ul>
      <p>We do not sell your personal information.</p>

      <h2>Who we share it with</h2>
      <p>
        We share information only with service providers that help us run {productName} — our checkout and
        payment provider, shipping carriers, e-mail delivery and hosting services, and analytics — and only as
        needed for them to do that work. We may also disclose information when the law requires it or to
        protect the rights and safety of our users and our business.
      </p>

      <h2>Public content</h2>
      <p>
        Designs you publish are visible to everyone, together with your username and flair, and other users
        may remix them. You can make a design private or delete it at any time from the editor. Reviews are
        shown publicly only if you tick the box agreeing to share them.
      </p>

      <h2>Cookies</h2>
      <p>
        We use a session cookie to keep you signed in and a security cookie to protect your requests. These
        are necessary for the site to work. If analytics is enabled, it uses its own cookies to count visits;
        you can block them in your browser settings without losing any features.
      </p>

      <h2>Keeping your information</h2>
      <p>
        We keep account information and designs for as long as your account exists, and order records for as
        long as we need them for accounting, tax and warranty purposes. To delete your account and its
        designs, e-mail us at {mail}.
      </p>

      <h2>Your California privacy rights</h2>
      <p>
        If you are a California resident, you may request, once per calendar year, a notice describing the
        categories of personal information we shared with third parties for their direct marketing purposes
        during the previous year, and the names and addresses of those third parties. To make a request,
        e-mail {mail} with &ldquo;California Privacy Request&rdquo; in the subject line.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are stored only as strong one-way hashes, the site is served over an encrypted connection,
        and access to personal information is limited to the people who need it. No system is perfectly
        secure, so please use a unique password for your account.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change this policy, we will update the date at the top of this page. Significant changes will be
        announced on the site or by e-mail.
      </p>

      <h2>Contact</h2>
      <p>Questions about your privacy? E-mail us at {mail}.</p>
    </StaticPage>
  )
}
