import { useMutation } from '@tanstack/react-query'
import { toast } from '../../../ui/toast.ts'
import type { User } from '@threadbit/contracts'
import { resendEmail } from '../../../api/auth.ts'
import { usePageSettings } from '../../../lib/settings.tsx'
import { Avatar } from '../../../ui/Avatar.tsx'
import { Button, ButtonLink } from '../../../ui/Button.tsx'
import { Card } from '../../../ui/Card.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { PixelArt } from '../../../ui/PixelArt.tsx'
import { PageSpinner } from '../../../ui/Spinner.tsx'
import { SPOOL } from '../../../ui/sprites.ts'
import { FlairName } from '../../flair/FlairName.tsx'
import { AccountForm } from '../AccountForm.tsx'
import { useAuth } from '../AuthProvider.tsx'
import { ChangePasswordForm } from '../ChangePasswordForm.tsx'
import { firstServerMessage } from '../server-errors.ts'
import styles from '../account.module.css'

function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () => resendEmail({ email }),
    onSuccess: () => toast.success('Verification e-mail sent. Check your inbox.'),
    onError: (error) =>
      toast.error(firstServerMessage(error) ?? 'Could not send the e-mail. Please try again.'),
  })
  return (
    <Notice
      tone="warning"
      title="E-mail not verified"
      action={
        <Button size="sm" variant="secondary" isLoading={resend.isPending} onClick={() => resend.mutate()}>
          Resend
        </Button>
      }
    >
      <p>We sent a link to {email}. Open it to confirm this address is yours.</p>
    </Notice>
  )
}

function SignedInAccount({ user }: { user: User }) {
  const { productName } = usePageSettings()
  const displayName = user.username || user.email
  return (
    <div className={styles.page}>
      <header className={styles.summary}>
        <Avatar name={displayName} size="lg" />
        <div className={styles.summaryText}>
          <p className={styles.kicker}>Account Settings</p>
          <h1 className={styles.title}>
            {user.username ? (
              <FlairName username={user.username} flair={user.flair} className={styles.wholeName} />
            ) : (
              'Welcome!'
            )}
            {user.is_staff && (
              <span className={styles.staff} title={`${productName} Staff`}>
                STAFF
              </span>
            )}
          </h1>
          <p className={styles.email}>{user.email}</p>
        </div>
      </header>

      {!user.email_verified && <VerifyEmailNotice email={user.email} />}
      {!user.username && (
        <Notice tone="info" title="Choose a username">
          <p>Pick a username below so your designs can carry your name.</p>
        </Notice>
      )}

      <div className={styles.grid}>
        <Card aria-labelledby="profile-heading">
          <h2 id="profile-heading" className={styles.sectionTitle}>
            Profile
          </h2>
          <AccountForm key={user.pk} user={user} />
        </Card>
        <Card aria-labelledby="password-heading">
          <h2 id="password-heading" className={styles.sectionTitle}>
            Change Password
          </h2>
          <p className={styles.sectionLede}>Use at least 6 characters.</p>
          <ChangePasswordForm />
        </Card>
      </div>
    </div>
  )
}

export default function AccountPage() {
  const { status, user } = useAuth()
  if (status === 'loading') return <PageSpinner />
  if (!user) {
    return (
      <div className={styles.page}>
        <Card stitched className={styles.prompt}>
          <PixelArt sprite={SPOOL} pixelSize={6} />
          <h1 className={styles.title}>Account Settings</h1>
          <p className={styles.email}>Log in to manage your username, flair and password.</p>
          <div className={styles.promptActions}>
            <ButtonLink to="/login" state={{ from: '/account' }}>
              Log In
            </ButtonLink>
            <ButtonLink to="/signup" state={{ from: '/account' }} variant="secondary">
              Sign Up
            </ButtonLink>
          </div>
        </Card>
      </div>
    )
  }
  return <SignedInAccount user={user} />
}
