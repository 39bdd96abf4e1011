import OpenAI, { toFile } from 'openai'
import type { AiConfig } from '../../config.ts'

export interface GenerationInput {
  prompt: string
  /** PNG bytes of the reference image, when the user sent one. */
  reference?: Buffer | undefined
}

/** An AI image service: prompt (and maybe a reference image) in, image bytes out. */
export interface ImageProvider {
  readonly name: string
  generate(input: GenerationInput): Promise<Buffer>
}

/** A provider failure whose message may be stored on the request (never shown raw to other users). */
export class ProviderError extends Error {}

/** Users describe a subject; the provider is told to draw it the way our recovery step reads best. */
export function steerTowardsPixelArt(prompt: string): string {
  return `${prompt.trim()}. Pixel art sprite, 32x32 grid, large square pixels, flat colours, limited palette of at most 12 colours, crisp edges, no anti-aliasing, no dithering, centred on a plain background.`
}

const NEGATIVE_PROMPT = 'blurry, photo, realistic, gradient, anti-aliasing, dithering, noise, text, watermark'

export function createOpenAiProvider(config: Extract<AiConfig, { provider: 'openai' }>): ImageProvider {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    maxRetries: 1,
  })
  return {
    name: 'openai',
    async generate({ prompt, reference }) {
      try {
        const response = reference
          ? await client.images.edit({
              model: config.model,
              image: await toFile(reference, 'reference.png', { type: 'image/png' }),
              prompt: steerTowardsPixelArt(prompt),
              size: '1024x1024',
            })
          : await client.images.generate({
              model: config.model,
              prompt: steerTowardsPixelArt(prompt),
              size: '1024x1024',
              n: 1,
            })
        const image = response.data?.[0]
        if (image?.b64_json) return Buffer.from(image.b64_json, 'base64')
        if (image?.url) {
          const download = await fetch(image.url, { signal: AbortSignal.timeout(config.timeoutMs) })
          if (!download.ok) throw new ProviderError(`image download failed with status ${download.status}`)
          return Buffer.from(await download.arrayBuffer())
        }
        throw new ProviderError('the provider answered without an image')
      } catch (error) {
        if (error instanceof ProviderError) throw error
        throw new ProviderError(error instanceof Error ? error.message : String(error))
      }
    },
  }
}

/** AUTOMATIC1111's Stable Diffusion web UI API: txt2img, or img2img when a reference image is given. */
export function createSdWebUiProvider(config: Extract<AiConfig, { provider: 'sdwebui' }>): ImageProvider {
  return {
    name: 'sdwebui',
    async generate({ prompt, reference }) {
      const body = {
        prompt: steerTowardsPixelArt(prompt),
        negative_prompt: NEGATIVE_PROMPT,
        width: 512,
        height: 512,
        steps: 25,
        ...(reference ? { init_images: [reference.toString('base64')], denoising_strength: 0.65 } : {}),
      }
      let response: Response
      try {
        response = await fetch(`${config.url}/sdapi/v1/${reference ? 'img2img' : 'txt2img'}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs),
        })
      } catch (error) {
        throw new ProviderError(error instanceof Error ? error.message : String(error))
      }
      if (!response.ok) throw new ProviderError(`the provider answered ${response.status}`)
      const json = (await response.json().catch(() => null)) as { images?: unknown } | null
      const first = Array.isArray(json?.images) ? json.images[0] : undefined
      if (typeof first !== 'string') throw new ProviderError('the provider answered without an image')
      return Buffer.from(first.replace(/^data:image\/\w+;base64,/, ''), 'base64')
    },
  }
}

export function createImageProvider(config: AiConfig): ImageProvider | null {
  if (config.provider === 'openai') return createOpenAiProvider(config)
  if (config.provider === 'sdwebui') return createSdWebUiProvider(config)
  return null
}
