import { useLocation, useNavigate } from 'react-router'
import { toast } from '../../../ui/toast.ts'
import { AuthCard } from '../AuthCard.tsx'
import { ChooseUsernameForm } from '../ChooseUsernameForm.tsx'
import { RequireAuth } from '../RequireAuth.tsx'
import { originPath } from '../redirect.ts'

export default function ChooseUsernamePage() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <RequireAuth>
      <AuthCard title="Choose Username" lede="Pick the name shown on your designs. You can change it later.">
        <ChooseUsernameForm
          onSuccess={() => {
            toast.success('Username saved!')
            void navigate(originPath(location.state) ?? '/account', { replace: true })
          }}
        />
      </AuthCard>
    </RequireAuth>
  )
}
