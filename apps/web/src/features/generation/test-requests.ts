import type { GenerationRequest } from '../../api/generation.ts'

/** A 1×1 red PNG. */
export const RED_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='

export function makeRequest(overrides: Partial<GenerationRequest> = {}): GenerationRequest {
  return {
    id: 1,
    prompt: 'a pixel-art sun',
    reference_image: null,
    status: 'DONE',
    processed_png_data: RED_PIXEL_PNG,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:05.000Z',
    ...overrides,
  }
}

export const paged = (results: GenerationRequest[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
})
