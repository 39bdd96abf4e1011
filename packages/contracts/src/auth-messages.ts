// Apart from the schemas in auth.ts, so a page that shows these texts does not also load zod.
/** Messages the client shows. */
export const AuthMessages = {
  loginFailed: 'Login failed. Please check your credentials.',
  unexpected: 'An unexpected error occurred.',
  usernameUpdateFailed: 'Failed to update username.',
  profileUpdating: 'Updating profile...',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile',
  profileUnexpected: 'An unexpected error occurred while updating.',
} as const
