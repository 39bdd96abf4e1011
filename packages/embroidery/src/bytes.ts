/** A growable little-endian byte buffer. */
export class ByteWriter {
  private buffer: Uint8Array
  private view: DataView
  length = 0

  /** `capacity`: the expected size, so that a writer that knows it never grows the buffer. */
  constructor(capacity = 4096) {
    this.buffer = new Uint8Array(Math.max(64, capacity))
    this.view = new DataView(this.buffer.buffer)
  }

  private ensure(extra: number) {
    if (this.length + extra <= this.buffer.length) return
    let size = this.buffer.length * 2
    while (size < this.length + extra) size *= 2
    const next = new Uint8Array(size)
    next.set(this.buffer.subarray(0, this.length))
    this.buffer = next
    this.view = new DataView(next.buffer)
  }

  u8(v: number) {
    this.ensure(1)
    this.buffer[this.length++] = v & 0xff
  }
  u16(v: number) {
    this.ensure(2)
    this.view.setUint16(this.length, v & 0xffff, true)
    this.length += 2
  }
  s16(v: number) {
    this.ensure(2)
    this.view.setInt16(this.length, v, true)
    this.length += 2
  }
  u24(v: number) {
    this.u8(v)
    this.u8(v >> 8)
    this.u8(v >> 16)
  }
  u32(v: number) {
    this.ensure(4)
    this.view.setUint32(this.length, v >>> 0, true)
    this.length += 4
  }
  s32(v: number) {
    this.ensure(4)
    this.view.setInt32(this.length, v, true)
    this.length += 4
  }
  f32(v: number) {
    this.ensure(4)
    this.view.setFloat32(this.length, v, true)
    this.length += 4
  }
  bytes(data: ArrayLike<number>) {
    this.ensure(data.length)
    this.buffer.set(data, this.length)
    this.length += data.length
  }
  /** ASCII text, one byte per character. */
  ascii(text: string) {
    for (let i = 0; i < text.length; i++) this.u8(text.charCodeAt(i) & 0x7f)
  }
  /** u8 length, then ASCII (at most 255 characters). */
  str8(text: string) {
    this.u8(text.length)
    this.ascii(text)
  }
  fill(value: number, count: number) {
    this.ensure(count)
    this.buffer.fill(value, this.length, this.length + count)
    this.length += count
  }
  patchU32(offset: number, v: number) {
    this.view.setUint32(offset, v >>> 0, true)
  }
  patchU24(offset: number, v: number) {
    this.buffer[offset] = v & 0xff
    this.buffer[offset + 1] = (v >> 8) & 0xff
    this.buffer[offset + 2] = (v >> 16) & 0xff
  }
  patchU16(offset: number, v: number) {
    this.view.setUint16(offset, v & 0xffff, true)
  }
  toBytes(): Uint8Array {
    return this.buffer.slice(0, this.length)
  }
}

/** Reads a byte array; throws a FormatError past the end. */
export class ByteReader {
  private readonly view: DataView
  constructor(
    readonly data: Uint8Array,
    public offset = 0,
  ) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  }
  private need(n: number) {
    if (this.offset + n > this.data.length) throw new FormatError('Unexpected end of file')
  }
  u8() {
    this.need(1)
    return this.data[this.offset++] as number
  }
  u16() {
    this.need(2)
    const v = this.view.getUint16(this.offset, true)
    this.offset += 2
    return v
  }
  s16() {
    this.need(2)
    const v = this.view.getInt16(this.offset, true)
    this.offset += 2
    return v
  }
  u24() {
    return this.u8() | (this.u8() << 8) | (this.u8() << 16)
  }
  u32() {
    this.need(4)
    const v = this.view.getUint32(this.offset, true)
    this.offset += 4
    return v
  }
  s32() {
    this.need(4)
    const v = this.view.getInt32(this.offset, true)
    this.offset += 4
    return v
  }
  f32() {
    this.need(4)
    const v = this.view.getFloat32(this.offset, true)
    this.offset += 4
    return v
  }
  ascii(n: number) {
    this.need(n)
    let s = ''
    for (let i = 0; i < n; i++) s += String.fromCharCode(this.data[this.offset + i] as number)
    this.offset += n
    return s
  }
  str8() {
    return this.ascii(this.u8())
  }
  skip(n: number) {
    this.need(n)
    this.offset += n
  }
}

export class FormatError extends Error {}
