import { z } from 'zod'
import { FLAIRS, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from './constants.ts'

/**
 * A string field whose absence reads as the spec's "required" message and whose wrong type names the
 * problem instead of leaking zod's wording.
 */
export function textField(requiredMessage: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage : 'Not a valid string.',
  })
}

const USERNAME_CHARS_MESSAGE = 'Username may only contain letters, digits, _, - and .'

export const email = textField('Email is required')
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Invalid email address'))

/** Sign-up: the field names are those the server takes (dj-rest-auth's registration payload). */
export const Registration = z
  .object({
    username: textField('Username is required')
      .trim()
      .min(1, 'Username is required')
      .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
      .max(USERNAME_MAX, `Username cannot exceed ${USERNAME_MAX} characters`)
      .regex(USERNAME_PATTERN, USERNAME_CHARS_MESSAGE),
    email,
    password1: textField('Password is required')
      .min(1, 'Password is required')
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    password2: textField('Please confirm your password').min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password1 === v.password2, { message: 'Passwords must match', path: ['password2'] })
export type Registration = z.infer<typeof Registration>

/** Login: `username` holds the e-mail (as the UI sends it) or the username. */
export const Login = z.object({
  username: textField('Email is required').trim().min(1, 'Email is required'),
  password: textField('Password is required').min(1, 'Password is required'),
})
export type Login = z.infer<typeof Login>

/** The login form in the UI asks for the e-mail specifically. */
export const LoginForm = z.object({
  email,
  password: textField('Password is required').min(1, 'Password is required'),
})
export type LoginForm = z.infer<typeof LoginForm>

/** Choose Username (modal or page). */
export const ChooseUsername = z.object({
  username: textField('Username is required')
    .trim()
    .min(1, 'Username is required')
    .min(USERNAME_MIN, `Must be at least ${USERNAME_MIN} characters`)
    .max(USERNAME_MAX, `Max ${USERNAME_MAX} characters`)
    .regex(USERNAME_PATTERN, USERNAME_CHARS_MESSAGE),
})
export type ChooseUsername = z.infer<typeof ChooseUsername>

export const flair = z.enum(FLAIRS, { error: 'Invalid flair selection' })

/**
 * PUT/PATCH /api/auth/user/. The account form has no maximum length in the spec, but the server keeps the
 * registration maximum so a username always fits where it is shown. `is_staff` is never read.
 */
export const UserUpdate = z.object({
  username: textField('Username is required')
    .trim()
    .min(USERNAME_MIN, `Must be at least ${USERNAME_MIN} characters`)
    .max(USERNAME_MAX, `Max ${USERNAME_MAX} characters`)
    .regex(USERNAME_PATTERN, USERNAME_CHARS_MESSAGE)
    .optional(),
  flair: flair.optional(),
})
export type UserUpdate = z.infer<typeof UserUpdate>

/** The account settings form in the UI (username has no maximum there, per the spec). */
export const AccountForm = z.object({
  username: textField('Username is required')
    .trim()
    .min(USERNAME_MIN, `Must be at least ${USERNAME_MIN} characters`),
  flair,
})
export type AccountForm = z.infer<typeof AccountForm>

/** A new password typed twice, as the change and the reset forms ask for it. */
const newPasswordTwice = {
  new_password1: textField('Password is required').min(
    PASSWORD_MIN,
    `Password must be at least ${PASSWORD_MIN} characters`,
  ),
  new_password2: textField('Please confirm your password').min(1, 'Please confirm your password'),
}
const passwordsMatch = (v: { new_password1: string; new_password2: string }) =>
  v.new_password1 === v.new_password2
const PASSWORDS_MUST_MATCH = { message: 'Passwords must match', path: ['new_password2'] }

export const PasswordChange = z
  .object({
    old_password: textField('Password is required').min(1, 'Password is required'),
    ...newPasswordTwice,
  })
  .refine(passwordsMatch, PASSWORDS_MUST_MATCH)
export type PasswordChange = z.infer<typeof PasswordChange>

export const PasswordReset = z.object({ email })
export type PasswordReset = z.infer<typeof PasswordReset>

export const PasswordResetConfirm = z
  .object({
    uid: textField('This field is required.').min(1, 'This field is required.'),
    token: textField('This field is required.').min(1, 'This field is required.'),
    ...newPasswordTwice,
  })
  .refine(passwordsMatch, PASSWORDS_MUST_MATCH)
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirm>

export const VerifyEmail = z.object({
  key: textField('This field is required.').min(1, 'This field is required.'),
})
export type VerifyEmail = z.infer<typeof VerifyEmail>

export const ResendEmail = z.object({ email })
export type ResendEmail = z.infer<typeof ResendEmail>

export const GoogleLogin = z.object({
  credential: textField('This field is required.').min(1, 'This field is required.'),
})
export type GoogleLogin = z.infer<typeof GoogleLogin>

/** GET /api/auth/user/ */
export interface User {
  email: string
  pk: number
  username: string
  is_staff: boolean
  flair: (typeof FLAIRS)[number]
  /** Not in the spec's shape; lets the account page offer "resend verification". */
  email_verified: boolean
}
