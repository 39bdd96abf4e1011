import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  isFinalStatus,
  ORDER_STATUS_LABELS,
  PRODUCTION_FLOW,
  type OrderStatus,
  type OrderStatusChange,
  type WorkshopOrderDetail,
  type WorkshopOrderLine,
} from '@threadbit/contracts'
import { useState, type FormEvent } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from '../../ui/toast.ts'
import { isApiError } from '../../api/client.ts'
import { downloadPacks, linePackUrl, workshop } from '../../api/workshop.ts'
import { NotFoundPage } from '../pages/NotFoundPage.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { TextField } from '../../ui/Field.tsx'
import { PageSpinner } from '../../ui/Spinner.tsx'
import { LinePicture } from './LinePicture.tsx'
import { money, SOURCE_LABELS, StatusBadge, when } from './StatusBadge.tsx'
import { TimelineCard } from './TimelineCard.tsx'
import styles from './OrderPage.module.css'
import shared from './workshop.module.css'

function nextStatus(status: OrderStatus): OrderStatus | null {
  if (isFinalStatus(status)) return null
  return PRODUCTION_FLOW[PRODUCTION_FLOW.indexOf(status) + 1] ?? null
}

const NEXT_LABEL: Partial<Record<OrderStatus, string>> = {
  in_production: 'Start production',
  stitched: 'Mark stitched',
  shipped: 'Mark shipped',
}

function errorText(error: unknown): string {
  return isApiError(error) ? error.messages.join(' ') || error.message : 'Something went wrong.'
}

/** One order: its lines with their packs and placement, the customer, status actions, mails and history. */
export default function OrderPage() {
  const { uuid = '' } = useParams()
  const queryClient = useQueryClient()
  const order = useQuery({
    queryKey: ['workshop', 'order', uuid],
    queryFn: ({ signal }) => workshop.order(uuid, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  })
  useDocumentTitle(order.data ? `Order #${order.data.number}` : undefined)

  const apply = (detail: WorkshopOrderDetail) => {
    queryClient.setQueryData(['workshop', 'order', uuid], detail)
    void queryClient.invalidateQueries({ queryKey: ['workshop', 'orders'] })
    void queryClient.invalidateQueries({ queryKey: ['workshop', 'summary'] })
  }
  const changeOrder = useMutation({
    mutationFn: (body: OrderStatusChange) => workshop.setOrderStatus(uuid, body),
    onSuccess: apply,
    onError: (error) => toast.error(errorText(error)),
  })
  const changeLine = useMutation({
    mutationFn: ({ lineId, body }: { lineId: number; body: OrderStatusChange }) =>
      workshop.setLineStatus(uuid, lineId, body),
    onSuccess: apply,
    onError: (error) => toast.error(errorText(error)),
  })
  const [shipping, setShipping] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const [downloading, setDownloading] = useState(false)

  if (order.isPending) return <PageSpinner label="Loading the order…" />
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) return <NotFoundPage />
    return (
      <p className={shared.empty} role="alert">
        Could not load the order.
      </p>
    )
  }
  const data = order.data
  const next = nextStatus(data.status)
  const busy = changeOrder.isPending || changeLine.isPending
  const packable = data.lines.filter((l) => l.design_uuid !== null)

  async function downloadAll() {
    setDownloading(true)
    try {
      await downloadPacks(packable.map((l) => l.id))
    } catch (error) {
      toast.error(errorText(error))
    } finally {
      setDownloading(false)
    }
  }

  return (
    <div className={shared.page}>
      <Link to="/workshop" className={styles.back}>
        ← Orders
      </Link>
      <header className={styles.orderHeader}>
        <div className={styles.orderTitle}>
          <h1>Order #{data.number}</h1>
          <StatusBadge status={data.status} />
        </div>
        <p className={shared.muted}>
          {when(data.created_at)} · {SOURCE_LABELS[data.source]} · {money(data.total_cents)}
        </p>
        <div className={styles.orderActions} role="group" aria-label="Order actions">
          {next && next !== 'shipped' && (
            <Button
              onClick={() => changeOrder.mutate({ status: next })}
              isLoading={changeOrder.isPending}
              disabled={busy}
            >
              {NEXT_LABEL[next]}
            </Button>
          )}
          {next === 'shipped' && (
            <Button onClick={() => setShipping(true)} disabled={busy}>
              Mark shipped
            </Button>
          )}
          {packable.length > 0 && (
            <Button variant="secondary" onClick={() => void downloadAll()} isLoading={downloading}>
              Download all packs
            </Button>
          )}
          {!isFinalStatus(data.status) && (
            <Button variant="ghost" onClick={() => setCancelling(true)} disabled={busy}>
              Cancel order
            </Button>
          )}
        </div>
      </header>

      <div className={styles.orderGrid}>
        <section className={shared.card} aria-labelledby="lines-title">
          <h2 id="lines-title" className={shared.cardTitle}>
            Lines <span className={shared.muted}>({data.lines.length})</span>
          </h2>
          <ul className={styles.lines}>
            {data.lines.map((line) => (
              <OrderLine
                key={line.id}
                orderUuid={uuid}
                line={line}
                busy={busy}
                onChange={(status) => changeLine.mutate({ lineId: line.id, body: { status } })}
              />
            ))}
          </ul>
        </section>

        <aside className={styles.side}>
          <section className={shared.card} aria-labelledby="customer-title">
            <h2 id="customer-title" className={shared.cardTitle}>
              Customer
            </h2>
            <p className={shared.strong}>{data.name || '—'}</p>
            <p>
              <a href={`mailto:${data.email}`}>{data.email}</a>
            </p>
            {data.tracking_number && (
              <p>
                Tracking: <span className={shared.mono}>{data.tracking_number}</span>
              </p>
            )}
          </section>

          <TimelineCard
            name="mails"
            title="Mails"
            emptyText="No mails yet."
            entries={data.mails.map((mail) => ({
              key: mail.id,
              what: <span className={shared.strong}>{mail.subject}</span>,
              detail: (
                <>
                  to {mail.to} · {when(mail.sent_at ?? mail.created_at)} ·{' '}
                  {mail.state === 'sent' ? 'sent' : mail.state === 'failed' ? 'failed to send' : 'sending'}
                </>
              ),
            }))}
          />
          <TimelineCard
            name="history"
            title="History"
            emptyText={`Placed ${when(data.created_at)}; no changes yet.`}
            entries={[...data.history].reverse().map((event) => ({
              key: event.id,
              what: (
                <span>
                  {event.line_id === null ? 'Order' : `Line ${event.line_id}`}:{' '}
                  {ORDER_STATUS_LABELS[event.from_status]} →{' '}
                  <strong>{ORDER_STATUS_LABELS[event.to_status]}</strong>
                  {event.tracking_number && ` · ${event.tracking_number}`}
                </span>
              ),
              detail: (
                <>
                  {event.actor} · {when(event.created_at)}
                </>
              ),
            }))}
          />
        </aside>
      </div>

      <ShipDialog
        open={shipping}
        onOpenChange={setShipping}
        email={data.email}
        isPending={changeOrder.isPending}
        onShip={(tracking) =>
          changeOrder.mutate(
            { status: 'shipped', ...(tracking ? { tracking_number: tracking } : {}) },
            {
              onSuccess: () => {
                setShipping(false)
                toast.success(`Shipped. We mailed ${data.email}.`)
              },
            },
          )
        }
      />
      <Dialog open={cancelling} onOpenChange={setCancelling} title="Cancel this order?">
        <p>The order and its lines stay on record with their prices; lines already shipped stay shipped.</p>
        <div className={shared.dialogActions}>
          <Button variant="ghost" onClick={() => setCancelling(false)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            isLoading={changeOrder.isPending}
            onClick={() =>
              changeOrder.mutate({ status: 'cancelled' }, { onSuccess: () => setCancelling(false) })
            }
          >
            Cancel order
          </Button>
        </div>
      </Dialog>
    </div>
  )
}

function OrderLine({
  orderUuid,
  line,
  busy,
  onChange,
}: {
  orderUuid: string
  line: WorkshopOrderLine
  busy: boolean
  onChange: (status: OrderStatus) => void
}) {
  const next = nextStatus(line.status)
  return (
    <li className={styles.line} data-testid="order-line">
      <LinePicture
        line={line}
        className={styles.lineImage}
        alt={`${line.design_title ?? 'Design'} on ${line.product_name ?? 'the product'}`}
      />
      <div className={styles.lineBody}>
        <div className={styles.lineTop}>
          <div>
            <p className={shared.strong}>{line.product_name ?? 'Item no longer in the catalogue'}</p>
            <p className={shared.muted}>
              {[line.color_name, line.size].filter(Boolean).join(' · ')} ·{' '}
              {line.design_title ?? 'design deleted'}
            </p>
          </div>
          <StatusBadge status={line.status} />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>Quantity</dt>
            <dd>
              {line.quantity} × {money(line.price_cents)}
            </dd>
          </div>
          {line.width_mm !== null && line.height_mm !== null && (
            <div>
              <dt>Stitched size</dt>
              <dd data-testid="line-size">
                {line.width_mm} × {line.height_mm} mm
              </dd>
            </div>
          )}
          {line.stitch_size !== null && (
            <div>
              <dt>Stitch</dt>
              <dd data-testid="line-stitch">
                {line.stitch_size.toFixed(2)} mm
                {line.scale_factor && line.scale_factor > 1 ? ` × ${line.scale_factor}` : ''}
              </dd>
            </div>
          )}
          {line.placement && (
            <div className={styles.wide}>
              <dt>Placement ({line.placement.region_name})</dt>
              <dd>
                {line.placement.from_top_mm} mm below the {line.placement.top_reference};{' '}
                {line.placement.from_centre_mm === 0
                  ? 'on the centre line'
                  : `${Math.abs(line.placement.from_centre_mm)} mm ${line.placement.from_centre_mm > 0 ? 'right' : 'left'} of centre`}
              </dd>
            </div>
          )}
        </dl>
        <div className={styles.lineActions}>
          {line.design_uuid !== null && (
            <a className={shared.packLink} href={linePackUrl(orderUuid, line.id)} download>
              Production pack
            </a>
          )}
          {next && next !== 'shipped' && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onChange(next)}>
              {NEXT_LABEL[next]}
            </Button>
          )}
          {!isFinalStatus(line.status) && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => onChange('cancelled')}>
              Cancel line
            </Button>
          )}
        </div>
      </div>
    </li>
  )
}

function ShipDialog({
  open,
  onOpenChange,
  email,
  isPending,
  onShip,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  email: string
  isPending: boolean
  onShip: (tracking: string) => void
}) {
  const [tracking, setTracking] = useState('')
  function submit(event: FormEvent) {
    event.preventDefault()
    onShip(tracking.trim())
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark as shipped"
      description={`We mail ${email} that the order is on its way, with the tracking number.`}
    >
      <form onSubmit={submit} className={shared.form}>
        <TextField
          label="Tracking number"
          value={tracking}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setTracking(event.target.value)}
          hint="Optional"
        />
        <div className={shared.dialogActions}>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button type="submit" isLoading={isPending}>
            Ship and notify customer
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
