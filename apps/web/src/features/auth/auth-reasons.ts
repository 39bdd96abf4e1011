/** Why the login modal opened, shown as its description, so a visitor knows what logging in is for. */
export const AuthReasons = {
  save: 'Log in to save your design to your account.',
  embroider: 'Log in to turn your design into an embroidery file for your machine.',
  myDesigns: 'Log in to see the designs you have saved.',
} as const
