import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { verifyEmail } from '../../../api/auth.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { Spinner } from '../../../ui/Spinner.tsx'
import { AuthCard } from '../AuthCard.tsx'
import { USER_QUERY_KEY, useAuth } from '../AuthProvider.tsx'
import { firstServerMessage } from '../server-errors.ts'
import styles from '../auth.module.css'

/** The link in the verification e-mail: /verify-email/:key. */
export default function VerifyEmailPage() {
  const { key = '' } = useParams()
  const { status } = useAuth()
  const queryClient = useQueryClient()
  // A query (not an effect) so the key is posted once even when React mounts the page twice.
  const result = useQuery({
    queryKey: ['verify-email', key],
    queryFn: () => verifyEmail({ key }),
    enabled: key !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  })

  useEffect(() => {
    if (result.isSuccess) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY })
  }, [result.isSuccess, queryClient])

  return (
    <AuthCard title="Verify E-mail">
      <div className={styles.form}>
        {result.isPending && key !== '' && <Spinner label="Verifying your e-mail…" />}
        {result.isSuccess && (
          <>
            <Notice tone="success" title="Your e-mail is verified">
              <p>Thanks! Your account is all set.</p>
            </Notice>
            <ButtonLink to="/editor" size="lg" block>
              Start Creating
            </ButtonLink>
          </>
        )}
        {(result.isError || key === '') && (
          <>
            <Notice tone="danger" title="This link is invalid or has expired">
              <p>
                {firstServerMessage(result.error) ??
                  'Request a new verification e-mail from your account page.'}
              </p>
            </Notice>
            <ButtonLink
              to={status === 'authenticated' ? '/account' : '/login'}
              state={{ from: '/account' }}
              block
            >
              {status === 'authenticated' ? 'Go to Account Settings' : 'Log In'}
            </ButtonLink>
          </>
        )}
      </div>
    </AuthCard>
  )
}
