import { recoverNativePixelArt } from '@threadbit/pixelart'
import { rng } from '../packages/pixelart/src/recover/testing/degrade.ts'
import { degrade, FAMILIES } from './lib/wide/families.ts'
import { caseSeed, spritesOf } from './lib/wide/splits.ts'
const split = (process.argv[2] ?? 'dev') as 'dev'
const want = process.argv[3] ?? ''
const fam = process.argv[4] ?? ''
const sprites = spritesOf(split, 8)
let index = 0
for (const [familyName, recipe] of Object.entries(FAMILIES)) {
  for (const sprite of sprites) {
    index++
    if (!sprite.name.includes(want) || !familyName.includes(fam)) continue
    const c = await degrade(sprite.image, recipe, rng(caseSeed(split, index)))
    try {
      const r = recoverNativePixelArt(c.input)
      console.log(familyName, sprite.name, c.input.width, c.input.height, 'want', c.truth.width, c.truth.height, 'got', r.image.width, r.image.height, r.scale)
    } catch (e) {
      console.log(familyName, sprite.name, c.input.width, c.input.height, 'want', c.truth.width, c.truth.height, String(e).slice(0, 160))
    }
  }
}
