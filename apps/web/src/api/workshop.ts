import type {
  ContentReport,
  ModeratedDesign,
  ModeratedReview,
  ModerationLogEntry,
  OrderStatus,
  OrderStatusChange,
  Paged,
  ReportCreate,
  WorkshopOrder,
  WorkshopOrderDetail,
  WorkshopSettings,
  WorkshopSettingsUpdate,
  WorkshopSummary,
} from '@threadbit/contracts'
import {
  ApiError,
  CSRF_COOKIE,
  CSRF_HEADER,
  errorMessage,
  http,
  readCookie,
  type HttpClient,
} from './client.ts'

const orderPath = (uuid: string) => `/api/workshop/orders/${encodeURIComponent(uuid)}/`

export interface OrderQueueQuery {
  status?: OrderStatus | undefined
  search?: string | undefined
  page?: number | undefined
}

/** Where a line's production pack downloads from (a plain link: the browser saves the zip). */
export function linePackUrl(orderUuid: string, lineId: number): string {
  return `${orderPath(orderUuid)}lines/${lineId}/pack/`
}

/** Defaults stay out of the query string: page 1, and a filter that is off. */
const pageParam = (page: number | undefined) => (page && page > 1 ? page : undefined)
const flagParam = (on: boolean | undefined) => (on ? 'true' : undefined)

/** The workshop's endpoints (staff only) and the report endpoint anyone may use. */
export function workshopApi(client: HttpClient = http) {
  return {
    summary: (signal?: AbortSignal) => client.get<WorkshopSummary>('/api/workshop/summary/', { signal }),
    orders: (query: OrderQueueQuery, signal?: AbortSignal) =>
      client.get<Paged<WorkshopOrder>>('/api/workshop/orders/', {
        query: {
          status: query.status,
          search: query.search?.trim() || undefined,
          page: pageParam(query.page),
        },
        signal,
      }),
    order: (uuid: string, signal?: AbortSignal) =>
      client.get<WorkshopOrderDetail>(orderPath(uuid), { signal }),
    setOrderStatus: (uuid: string, body: OrderStatusChange) =>
      client.post<WorkshopOrderDetail>(`${orderPath(uuid)}status/`, body),
    setLineStatus: (uuid: string, lineId: number, body: OrderStatusChange) =>
      client.post<WorkshopOrderDetail>(`${orderPath(uuid)}lines/${lineId}/status/`, body),
    settings: (signal?: AbortSignal) => client.get<WorkshopSettings>('/api/workshop/settings/', { signal }),
    saveSettings: (body: WorkshopSettingsUpdate) =>
      client.put<WorkshopSettings>('/api/workshop/settings/', body),
    designs: (query: { reported?: boolean; page?: number }, signal?: AbortSignal) =>
      client.get<Paged<ModeratedDesign>>('/api/workshop/designs/', {
        query: { reported: flagParam(query.reported), page: pageParam(query.page) },
        signal,
      }),
    unpublishDesign: (uuid: string, reason: string) =>
      client.post<{ changed: boolean }>(`/api/workshop/designs/${encodeURIComponent(uuid)}/unpublish/`, {
        reason,
      }),
    reviews: (page: number, signal?: AbortSignal) =>
      client.get<Paged<ModeratedReview>>('/api/workshop/reviews/', {
        query: { page: pageParam(page) },
        signal,
      }),
    hideReview: (id: number, reason: string) =>
      client.post<{ changed: boolean }>(`/api/workshop/reviews/${id}/hide/`, { reason }),
    reports: (query: { open?: boolean; page?: number }, signal?: AbortSignal) =>
      client.get<Paged<ContentReport>>('/api/workshop/reports/', {
        query: { open: flagParam(query.open), page: pageParam(query.page) },
        signal,
      }),
    auditLog: (page: number, signal?: AbortSignal) =>
      client.get<Paged<ModerationLogEntry>>('/api/workshop/audit-log/', {
        query: { page: pageParam(page) },
        signal,
      }),
    report: (body: ReportCreate) => client.post<{ detail: string }>('/api/reports/', body),
  }
}

export const workshop = workshopApi()

/** POST /api/workshop/packs/: the packs of the chosen lines as one zip, handed to the browser to save. */
export async function downloadPacks(lineIds: number[]): Promise<void> {
  const token = readCookie(document.cookie, CSRF_COOKIE)
  const response = await fetch('/api/workshop/packs/', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
    body: JSON.stringify({ line_ids: lineIds }),
  })
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null)
    throw new ApiError(response.status, errorMessage(response.status, body), body)
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'production-packs.zip'
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
