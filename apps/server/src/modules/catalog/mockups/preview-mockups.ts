/**
 * Renders every seed product × colour mockup to /tmp/mockups so they can be checked by eye:
 *
 *   npx tsx apps/server/src/modules/catalog/mockups/preview-mockups.ts [outDir] [slug…]
 *
 * Writes `<slug>-<colour>.png` for each colour, `regions-<slug>-<colour>.png` with each placement
 * region drawn as a red rectangle (presets as dots; the default preset also shows the footprint of
 * a 24×24 design in blue and of the largest design that fits in green, both at 1.5 mm per pixel),
 * and `contact-sheet.png` with all mockups side by side.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { maxCellsInRegion, MIN_STITCH_MM } from '@threadbit/contracts'
import { SEED_PRODUCTS } from '../seed/catalog-data.ts'
import type { SeedProduct } from '../seed/catalog-data.ts'
import { renderMockup } from './render-mockup.ts'

const outDir = process.argv[2] ?? '/tmp/mockups'
const onlySlugs = process.argv.slice(3)
const products = SEED_PRODUCTS.filter((p) => onlySlugs.length === 0 || onlySlugs.includes(p.slug))

const fileSafe = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')

function regionOverlay(product: SeedProduct): string {
  const size = product.img_width
  const shapes = product.placement_regions.map((r) => {
    const w = r.x_max - r.x_min
    const h = r.y_max - r.y_min
    const parts = [
      `<rect x="${r.x_min}" y="${r.y_min}" width="${w}" height="${h}" fill="#ff0000" fill-opacity="0.08" stroke="#ff0000" stroke-width="3"/>`,
    ]
    const cellPx = MIN_STITCH_MM * product.px_per_mm
    const max = maxCellsInRegion(r, product.px_per_mm)
    for (const p of r.presets) {
      const cx = r.x_min + p.x * w
      const cy = r.y_min + p.y * h
      if (p.is_default) {
        const small = 24 * cellPx
        const big = Math.min(max.columns, max.rows, 128) * cellPx
        parts.push(
          `<rect x="${cx - big / 2}" y="${cy - big / 2}" width="${big}" height="${big}" fill="none" stroke="#00a040" stroke-width="2" stroke-dasharray="8 6"/>`,
          `<rect x="${cx - small / 2}" y="${cy - small / 2}" width="${small}" height="${small}" fill="#0060ff" fill-opacity="0.25" stroke="#0060ff" stroke-width="2"/>`,
        )
      }
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${p.is_default ? 8 : 6}" fill="${p.is_default ? '#ff0000' : '#ffffff'}" stroke="#ff0000" stroke-width="3"/>`,
      )
    }
    return parts.join('')
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${shapes.join('')}</svg>`
}

async function main() {
  await mkdir(outDir, { recursive: true })
  const thumbs: { input: Buffer; left: number; top: number }[] = []
  const thumb = 250
  const columns = Math.max(...products.map((p) => p.colors.length))
  let row = 0
  for (const product of products) {
    let col = 0
    for (const colour of product.colors) {
      const png = await renderMockup(product.slug, colour.hex_code, 'png')
      const name = `${product.slug}-${fileSafe(colour.color_name)}`
      await writeFile(join(outDir, `${name}.png`), png)
      const withRegions = await sharp(png)
        .composite([{ input: Buffer.from(regionOverlay(product)) }])
        .png()
        .toBuffer()
      await writeFile(join(outDir, `regions-${name}.png`), withRegions)
      thumbs.push({
        input: await sharp(png).resize(thumb, thumb).png().toBuffer(),
        left: col * thumb,
        top: row * thumb,
      })
      col++
    }
    row++
  }
  await sharp({
    create: { width: columns * thumb, height: row * thumb, channels: 3, background: '#ffffff' },
  })
    .composite(thumbs)
    .png()
    .toFile(join(outDir, 'contact-sheet.png'))

  for (const product of products) {
    for (const r of product.placement_regions) {
      const wMm = (r.x_max - r.x_min) / product.px_per_mm
      const hMm = (r.y_max - r.y_min) / product.px_per_mm
      const max = maxCellsInRegion(r, product.px_per_mm)
      process.stdout.write(
        `${product.slug} / ${r.label}: ${wMm.toFixed(1)} × ${hMm.toFixed(1)} mm, fits up to ${max.columns} × ${max.rows} cells\n`,
      )
    }
  }
  process.stdout.write(`Wrote ${thumbs.length} mockups to ${outDir}\n`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
