import styles from './Avatar.module.css'

const COLORS = ['#e4572e', '#2e86ab', '#2f9e6b', '#8e4fc2', '#d9a21b', '#d33f49']

/** The first letter of a name, upper-cased. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0]
  return first ? first.toUpperCase() : '?'
}

function colorFor(name: string): string {
  let hash = 0
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return COLORS[hash % COLORS.length] ?? '#e4572e'
}

/** A square pixel badge with the first letter of a name; decorative, so it carries no text of its own. */
export function Avatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      className={`${styles.avatar} ${styles[size]}`}
      style={{ background: colorFor(name) }}
      aria-hidden="true"
      data-testid="avatar-letter"
    >
      {initialOf(name)}
    </span>
  )
}
