/** When the privacy policy and terms last changed; shown on both pages. */
export const LEGAL_UPDATED = 'November 1, 2026'
