import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  type WorkshopOrder,
} from '@threadbit/contracts'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { toast } from '../../ui/toast.ts'
import { isApiError } from '../../api/client.ts'
import { downloadPacks, workshop } from '../../api/workshop.ts'
import { Button } from '../../ui/Button.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { Pager } from '../designs/Pager.tsx'
import { LinePicture } from './LinePicture.tsx'
import { money, SOURCE_LABELS, StatusBadge, when } from './StatusBadge.tsx'
import styles from './OrderQueue.module.css'
import shared from './workshop.module.css'

const PAGE_SIZE = 24

function isStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** The order queue: newest first, a status filter with counts, search, and packs of selected lines. */
export function OrderQueue() {
  const [params, setParams] = useSearchParams()
  const statusParam = params.get('status')
  const status = isStatus(statusParam) ? statusParam : undefined
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [search, setSearch] = useState(params.get('q') ?? '')
  const settled = useDebouncedValue(search, 400)
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [downloading, setDownloading] = useState(false)

  const summary = useQuery({
    queryKey: ['workshop', 'summary'],
    queryFn: ({ signal }) => workshop.summary(signal),
  })
  const queue = useQuery({
    queryKey: ['workshop', 'orders', status ?? '', settled.trim(), page],
    queryFn: ({ signal }) => workshop.orders({ status, search: settled, page }, signal),
    placeholderData: keepPreviousData,
  })

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    setParams(next, { replace: true })
  }

  function toggle(lineId: number) {
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(lineId)) next.delete(lineId)
      else next.add(lineId)
      return next
    })
  }

  async function download() {
    setDownloading(true)
    try {
      await downloadPacks([...selected])
    } catch (error) {
      toast.error(
        isApiError(error) ? error.messages.join(' ') || error.message : 'Could not download the packs.',
      )
    } finally {
      setDownloading(false)
    }
  }

  const counts = summary.data?.orders_by_status
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined
  const orders = queue.data?.results ?? []

  return (
    <div className={shared.panel}>
      <div className={styles.toolbar}>
        <nav className={styles.filters} aria-label="Filter by status">
          <button
            type="button"
            className={styles.filter}
            aria-pressed={!status}
            onClick={() => update({ status: undefined, page: undefined })}
          >
            All{total !== undefined && <span className={styles.count}>{total}</span>}
          </button>
          {ORDER_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              className={styles.filter}
              aria-pressed={status === s}
              onClick={() => update({ status: s, page: undefined })}
            >
              {ORDER_STATUS_LABELS[s]}
              {counts && <span className={styles.count}>{counts[s]}</span>}
            </button>
          ))}
        </nav>
        <label className={styles.search}>
          <span className={shared.srOnly}>Search orders</span>
          <input
            type="search"
            value={search}
            placeholder="Search order number, e-mail or design"
            onChange={(event) => {
              setSearch(event.target.value)
              update({ q: event.target.value || undefined, page: undefined })
            }}
          />
        </label>
      </div>

      {queue.isPending ? (
        <div className={shared.empty}>
          <Spinner label="Loading orders…" />
        </div>
      ) : queue.isError ? (
        <p className={shared.empty} role="alert">
          Could not load the orders.
        </p>
      ) : orders.length === 0 ? (
        <p className={shared.empty}>No orders match.</p>
      ) : (
        <div className={styles.table} role="table" aria-label="Orders" aria-busy={queue.isFetching}>
          <div className={styles.tableHead} role="row">
            <span role="columnheader">Order</span>
            <span role="columnheader">Customer</span>
            <span role="columnheader">Items</span>
            <span role="columnheader">Total</span>
            <span role="columnheader">Status</span>
          </div>
          {orders.map((order) => (
            <OrderRow key={order.uuid} order={order} selected={selected} onToggle={toggle} />
          ))}
        </div>
      )}

      <Pager
        page={page}
        count={queue.data?.count ?? 0}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => update({ page: p > 1 ? String(p) : undefined })}
        isBusy={queue.isFetching}
      />

      {selected.size > 0 && (
        <div className={styles.batchBar} role="region" aria-label="Selected lines">
          <span>
            {selected.size} {selected.size === 1 ? 'line' : 'lines'} selected
          </span>
          <div className={styles.batchActions}>
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
              Clear
            </Button>
            <Button size="sm" onClick={() => void download()} isLoading={downloading}>
              Download packs
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}

function OrderRow({
  order,
  selected,
  onToggle,
}: {
  order: WorkshopOrder
  selected: Set<number>
  onToggle: (lineId: number) => void
}) {
  const items = order.lines.reduce((sum, l) => sum + l.quantity, 0)
  return (
    <article
      className={styles.row}
      role="row"
      data-testid="workshop-order"
      aria-label={`Order ${order.number}`}
    >
      <div className={styles.rowMain}>
        <span role="cell" className={styles.orderCell}>
          <Link to={`/workshop/orders/${order.uuid}`} className={styles.orderLink}>
            #{order.number}
          </Link>
          <span className={shared.muted}>
            {when(order.created_at)} · {SOURCE_LABELS[order.source]}
          </span>
        </span>
        <span role="cell" className={styles.customerCell}>
          <span className={shared.ellipsis}>{order.name || '—'}</span>
          <span className={`${shared.muted} ${shared.ellipsis}`}>{order.email}</span>
        </span>
        <span role="cell" className={styles.itemsCell}>
          {items} {items === 1 ? 'item' : 'items'}
        </span>
        <span role="cell" className={styles.totalCell}>
          {money(order.total_cents)}
        </span>
        <span role="cell" className={styles.statusCell}>
          <StatusBadge status={order.status} />
        </span>
      </div>
      <ul className={styles.lineStrip} aria-label={`Lines of order ${order.number}`}>
        {order.lines.map((line) => (
          <li key={line.id} className={styles.lineChip}>
            <label className={styles.lineSelect}>
              <input
                type="checkbox"
                checked={selected.has(line.id)}
                disabled={line.design_uuid === null}
                onChange={() => onToggle(line.id)}
                aria-label={`Select line ${line.id}: ${line.product_name ?? 'item'}, ${line.design_title ?? 'design deleted'}`}
              />
              <LinePicture line={line} className={styles.chipPicture} alt="" />
              <span className={styles.lineChipText}>
                <span className={shared.ellipsis}>
                  {line.quantity} × {line.product_name ?? 'Item'}
                </span>
                <span className={`${shared.muted} ${shared.ellipsis}`}>
                  {[line.color_name, line.size].filter(Boolean).join(' · ')}
                  {line.stitch_size !== null && ` · ${line.stitch_size.toFixed(2)} mm`}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </article>
  )
}
