import { useLocation } from 'react-router'
import { PageSpinner } from '../../../ui/Spinner.tsx'
import { AuthCard } from '../AuthCard.tsx'
import { SignupForm } from '../SignupForm.tsx'
import { useReturnAfterSignIn } from '../use-return-after-sign-in.ts'

export default function SignupPage() {
  const location = useLocation()
  const { status } = useReturnAfterSignIn()
  if (status !== 'anonymous') return <PageSpinner />
  return (
    <AuthCard title="Sign Up" lede="Create a free account to save your pixel art and put it on apparel.">
      <SignupForm onSuccess={() => undefined} linkState={location.state} />
    </AuthCard>
  )
}
