import type { User } from '@threadbit/contracts'

/** Whether the signed-in visitor owns a design: the one owner check for cards, the editor's save and menus. */
export function isDesignOwner(user: Pick<User, 'pk'> | null, ownerId: number | null): boolean {
  return user !== null && ownerId !== null && user.pk === ownerId
}
