import type { Design, Paged } from '@threadbit/contracts'
import { SAMPLE_USER } from '../../test/render.tsx'

// A 1x1 red PNG, so cards and the editor have a real image to decode.
export const RED_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=='

let nextId = 100

/** A design as the server presents it; owned by the sample user unless told otherwise. */
export function makeDesign(overrides: Partial<Design> = {}): Design {
  const id = nextId++
  return {
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    id,
    title: `Design ${id}`,
    png_data: RED_PIXEL_PNG,
    trimmed_png_data: RED_PIXEL_PNG,
    border: true,
    border_color: '#000000',
    is_public: true,
    is_quick_draw: false,
    remix_of: null,
    owner: SAMPLE_USER.pk,
    owner_name: SAMPLE_USER.username,
    owner_is_staff: false,
    owner_flair: 'none',
    rows: 1,
    columns: 1,
    number_of_colors: 1,
    fitting_products: [],
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

export function paged(results: Design[], count = results.length): Paged<Design> {
  return { count, next: null, previous: null, results }
}
