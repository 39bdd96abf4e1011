import type { UserRow } from '../../db/schema.ts'

interface DesignAccess {
  ownerId: number
  isPublic: boolean
}

/** Who may do what with a design (docs/decisions/private-designs-are-invisible.md). */
export const designPolicy = {
  canView: (user: UserRow | null, design: DesignAccess) =>
    design.isPublic || (user !== null && (user.id === design.ownerId || user.isStaff)),
  canChange: (user: UserRow | null, design: DesignAccess) => user !== null && user.id === design.ownerId,
}
