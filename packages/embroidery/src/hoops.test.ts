import { describe, expect, it } from 'vitest'
import { chooseHoop, machineById, type Machine } from './hoops.ts'

const machine = (id: string) => machineById(id) as Machine

describe('chooseHoop', () => {
  it('prefers the smallest hoop with a confirmed size over a smaller unconfirmed one', () => {
    // Bernina's small and medium hoops are unconfirmed; the large oval is documented.
    const bernina = machine('bernina')
    expect(bernina.hoops.find((h) => h.id === 'bernina-small')?.unverified).toBe(true)
    expect(chooseHoop(bernina, 60, 40).id).toBe('bernina-large-oval')
  })

  it('takes the smallest unconfirmed hoop that fits when no confirmed one does', () => {
    // Every Singer size is unconfirmed.
    expect(chooseHoop(machine('singer'), 60, 40).id).toBe('singer-100x100')
    expect(chooseHoop(machine('singer'), 150, 90).id).toBe('singer-170x100')
  })

  it('keeps a hoop asked for, confirmed or not', () => {
    expect(chooseHoop(machine('bernina'), 60, 40, 'bernina-small').id).toBe('bernina-small')
  })

  it('takes the smallest confirmed hoop that fits among confirmed ones', () => {
    const brother = machine('brother')
    const chosen = chooseHoop(brother, 90, 90)
    expect(chosen.unverified).toBeUndefined()
    for (const h of brother.hoops)
      if (!h.unverified && h.widthMm >= 90 && h.heightMm >= 90)
        expect(h.widthMm * h.heightMm).toBeGreaterThanOrEqual(chosen.widthMm * chosen.heightMm)
  })
})
