/** Where visitors write to us: the footer, FAQ, terms and privacy pages name it. */
export const SUPPORT_EMAIL = 'support@threadbit.example'
