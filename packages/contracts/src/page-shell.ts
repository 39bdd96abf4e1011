// The static page shell (the site header the web build writes into index.html) is finished by the server per
// request; these are the places both sides agree on.

/** Stands for the shop's name in the shell; the server writes the configured name in its place, escaped. */
export const PRODUCT_NAME_SLOT = '{{productName}}'

/**
 * Set on `<html>` by the server when the request carries no session cookie: the visitor is certainly signed
 * out, so the shell and the app's first render show "Log In" at once instead of a placeholder that then
 * turns into it (and pushes the cart button aside).
 */
export const SIGNED_OUT_ATTRIBUTE = 'data-signed-out'

/** The header's account slot while it is not known who is visiting (as React renders it). */
export const ACCOUNT_SLOT_UNKNOWN = '<span class="site-avatar-placeholder" aria-hidden="true"></span>'

/** The header's account slot for a visitor known to be signed out (as React renders it). */
export const ACCOUNT_SLOT_SIGNED_OUT =
  '<a class="site-login-link" href="/login" data-discover="true">Log In</a>'
