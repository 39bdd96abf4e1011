import { describe, expect, it } from 'vitest'
import { CommandBuffer, commandBufferOf, toCommandBuffer } from './command-buffer.ts'
import { writeDst } from './dst.ts'
import { writeJef } from './jef.ts'
import { readPes, writePes } from './pes.ts'
import { planEmbroidery } from './plan.ts'
import { renderPattern } from './render.ts'
import { blobDesign, heart } from './test-designs.ts'
import type { StitchPattern } from './types.ts'

const plan = (border = false) =>
  planEmbroidery(heart(), { stitchSizeMm: 2, scale: 1, border: border ? { color: '#1982c4' } : null })

function files(pattern: StitchPattern) {
  return [
    writePes(pattern, { name: 'heart' }),
    writeDst(pattern, { name: 'heart' }),
    writeJef(pattern, { date: '20250101000000' }),
    renderPattern(pattern, { pxPerMm: 4 }).data,
  ]
}

describe('planned patterns and their packed command stream', () => {
  it('write and render the same before and after anyone reads the commands', () => {
    for (const border of [false, true]) {
      const packed = files(plan(border).pattern)
      const read = plan(border)
      expect(read.pattern.commands.length).toBeGreaterThan(0)
      expect(files(read.pattern)).toEqual(packed)
    }
  })

  it('give the same commands as the stream they were planned into', () => {
    const { pattern } = planEmbroidery(blobDesign(24), { stitchSizeMm: 2, scale: 1 })
    const commands = pattern.commands
    expect(pattern.commands).toBe(commands)
    expect(toCommandBuffer(commands).toCommands()).toEqual(commands)
    expect(JSON.parse(JSON.stringify(pattern))).toEqual({ threads: pattern.threads, commands })
    expect({ ...pattern }.commands).toBe(commands)
  })

  it('follow changes to the commands once they have been read or replaced', () => {
    const changed = plan().pattern
    const last = changed.commands[changed.commands.length - 1]!
    changed.commands.push({ kind: 'stitch', x: last.x + 30, y: last.y })
    expect(readPes(writePes(changed)).commands.filter((c) => c.kind === 'stitch')).toHaveLength(
      changed.commands.filter((c) => c.kind === 'stitch').length,
    )

    const replaced = plan().pattern
    replaced.commands = [
      { kind: 'jump', x: 0, y: 0 },
      { kind: 'stitch', x: 10, y: 0 },
      { kind: 'stitch', x: 10, y: 10 },
    ]
    replaced.threads = replaced.threads.slice(0, 1)
    expect(commandBufferOf(replaced).length).toBe(3)
    expect(readPes(writePes(replaced)).commands.filter((c) => c.kind === 'stitch')).toHaveLength(2)
  })

  it('grows as commands are added', () => {
    const buffer = new CommandBuffer(1)
    for (let i = 0; i < 100; i++) buffer.push(i % 4, i, 2 * i)
    expect(buffer.length).toBe(100)
    expect(buffer.toCommands()[99]).toEqual({ kind: 'color', x: 99, y: 198 })
    expect(buffer.counts()).toEqual({ stitchCount: 25, jumpCount: 25, trimCount: 25, colorChangeCount: 25 })
    expect(buffer.bounds()).toEqual({ minX: 0, minY: 0, maxX: 97, maxY: 194 })
    expect(buffer.bounds(true)).toEqual({ minX: 0, minY: 0, maxX: 96, maxY: 192 })
  })
})
