import { MAX_QUANTITY, MIN_QUANTITY, lineName } from './cart-line.ts'
import { formatDollars, type PricedLine } from './cart-totals.ts'
import { stitchedSizeLabel } from './line-labels.ts'
import styles from './CartDrawer.module.css'

interface CartLineItemProps {
  priced: PricedLine
  onQuantityChange: (quantity: number) => void
  onRemove: () => void
}

export function CartLineItem({ priced, onQuantityChange, onRemove }: CartLineItemProps) {
  const { line, unitPrice, isAvailable, focus, placement } = priced
  const name = lineName(line)
  return (
    <li className={styles.line} data-testid="cart-line">
      <div className={styles.image}>
        <img
          src={line.imageUrl}
          alt=""
          width={88}
          height={88}
          style={
            focus
              ? {
                  transformOrigin: `${focus.xPercent}% ${focus.yPercent}%`,
                  transform: `scale(${focus.zoom})`,
                }
              : undefined
          }
        />
      </div>
      <div className={styles.lineBody}>
        <p className={styles.lineName}>{name}</p>
        <dl className={styles.details}>
          {line.size && (
            <div>
              <dt>Size</dt>
              <dd>{line.size}</dd>
            </div>
          )}
          <div>
            <dt>Colour</dt>
            <dd>{line.colorName}</dd>
          </div>
          {placement && (
            <div>
              <dt>Placement</dt>
              <dd>{placement}</dd>
            </div>
          )}
          <div>
            <dt>Design size</dt>
            <dd>{stitchedSizeLabel(line)}</dd>
          </div>
        </dl>
        {!isAvailable && <p className={styles.unavailable}>No longer available in this colour and size.</p>}
        <div className={styles.lineActions}>
          <QuantityStepper name={name} quantity={line.quantity} onChange={onQuantityChange} />
          <button type="button" className={styles.remove} onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </button>
        </div>
      </div>
      <p className={styles.linePrice}>
        {unitPrice !== null && isAvailable ? formatDollars(unitPrice * line.quantity) : '–'}
      </p>
    </li>
  )
}

function QuantityStepper({
  name,
  quantity,
  onChange,
}: {
  name: string
  quantity: number
  onChange: (quantity: number) => void
}) {
  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(quantity - 1)}
        disabled={quantity <= MIN_QUANTITY}
        aria-label="Decrease quantity"
      >
        −
      </button>
      <input
        className={styles.quantity}
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        value={quantity}
        aria-label="Quantity"
        onChange={(event) => {
          const value = event.currentTarget.valueAsNumber
          // An emptied field is mid-edit; keep the last quantity until a number is typed.
          if (!Number.isNaN(value)) onChange(value)
        }}
      />
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= MAX_QUANTITY}
        aria-label="Increase quantity"
      >
        +
      </button>
    </div>
  )
}
