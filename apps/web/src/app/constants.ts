/** The seeded designs' fixed uuids live in contracts, shared with the server's seed (DECISIONS.md). */
export { DEFAULT_DESIGN_UUID, NOT_FOUND_DESIGN_UUID } from '@threadbit/contracts'

export const SUPPORT_EMAIL = 'support@threadbit.example'
