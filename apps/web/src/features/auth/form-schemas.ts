// The account forms' schemas, in a module of their own so zod loads with them when a form is first checked.
export {
  AccountForm,
  ChooseUsername,
  LoginForm,
  PasswordChange,
  PasswordReset,
  PasswordResetConfirm,
  Registration,
} from '@threadbit/contracts'
