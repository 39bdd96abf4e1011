import { useLocation } from 'react-router'
import { PageSpinner } from '../../../ui/Spinner.tsx'
import { AuthCard } from '../AuthCard.tsx'
import { LoginForm } from '../LoginForm.tsx'
import { useReturnAfterSignIn } from '../use-return-after-sign-in.ts'

export default function LoginPage() {
  const location = useLocation()
  const { status } = useReturnAfterSignIn()
  if (status !== 'anonymous') return <PageSpinner />
  return (
    <AuthCard title="Log In" lede="Welcome back! Log in to save, publish and remix your designs.">
      {/* The redirect hook reacts to the signed-in state, so success needs no action here. */}
      <LoginForm onSuccess={() => undefined} linkState={location.state} />
    </AuthCard>
  )
}
