import { toast } from '../../ui/toast.ts'
import type { RGBAImage } from '@threadbit/pixelart'
import { IMPORT_SMALL_IMAGE_LIMIT, MAX_GRID_SIZE } from '@threadbit/contracts'
import {
  decodeImageFile,
  ImageLoadError,
  imagingApi,
  RecoverError,
  type CellCounts,
  type DetectedGrid,
  type ImagingApi,
} from '../../api/imaging.ts'
import { countColors, trimWithMargin } from './refine.ts'

/** The messages the import flow shows. */
export const ImportMessages = {
  loadFailed: 'Failed to load image. Please try another file.',
  processing: 'Processing image…',
  processed: 'Image processed!',
  notPixelArt: 'Processing failed, try a different image.',
  failed: 'Failed to process image',
} as const

const defaultImaging = imagingApi()

/** A chosen file ready for refinement, and for large images the grid its pixel art was read from. */
export interface PreparedImport {
  image: RGBAImage
  /** Set when the image was converted to its pixel grid: the file, its decoded pixels and the grid. */
  recovery: { file: Blob; decoded: RGBAImage; grid: DetectedGrid } | null
}

/**
 * A chosen file, ready for refinement: decoded; images up to 96×96 as they are, larger
 * ones converted to their native pixel grid; trimmed to the drawn pixels with a 2 px margin when it fits.
 * Reports problems as the spec's toasts and resolves null then.
 */
export async function prepareImport(
  file: Blob,
  imaging: ImagingApi = defaultImaging,
): Promise<RGBAImage | null> {
  return (await prepareImportWithGrid(file, imaging))?.image ?? null
}

/** prepareImport, keeping the grid found in a large image (for showing it and nudging its cell counts). */
export async function prepareImportWithGrid(
  file: Blob,
  imaging: ImagingApi = defaultImaging,
): Promise<PreparedImport | null> {
  let image: RGBAImage
  try {
    image = await decodeImageFile(file)
  } catch (error) {
    if (!(error instanceof ImageLoadError)) console.error(error)
    toast.error(ImportMessages.loadFailed)
    return null
  }
  if (image.width <= IMPORT_SMALL_IMAGE_LIMIT && image.height <= IMPORT_SMALL_IMAGE_LIMIT) {
    return finish(image, null)
  }
  const id = toast.loading(ImportMessages.processing)
  const recovered = await recover(file, image, imaging, undefined, id)
  return (
    recovered && finish(recovered.image, recovered.grid && { file, decoded: image, grid: recovered.grid })
  )
}

/** The same large image read again with fixed cell counts; null (after a toast) when that fails. */
export async function refitImport(
  recovery: NonNullable<PreparedImport['recovery']>,
  cells: CellCounts,
  imaging: ImagingApi = defaultImaging,
): Promise<PreparedImport | null> {
  const recovered = await recover(recovery.file, recovery.decoded, imaging, cells)
  if (!recovered) return null
  return finish(recovered.image, { ...recovery, grid: recovered.grid ?? recovery.grid })
}

async function recover(
  file: Blob,
  decoded: RGBAImage,
  imaging: ImagingApi,
  cells: CellCounts | undefined,
  toastId?: string | number,
) {
  try {
    const recovered = await imaging.recoverWithGrid(file, decoded, cells)
    if (toastId !== undefined) toast.success(ImportMessages.processed, { id: toastId })
    return recovered
  } catch (error) {
    const id = toastId === undefined ? {} : { id: toastId }
    if (error instanceof RecoverError && error.userFacing) {
      toast.error(ImportMessages.notPixelArt, { ...id, description: error.message })
    } else {
      console.error(error)
      toast.error(ImportMessages.failed, id)
    }
    return null
  }
}

function finish(image: RGBAImage, recovery: PreparedImport['recovery']): PreparedImport | null {
  if (countColors(image) === 0) {
    toast.error(ImportMessages.notPixelArt, { description: 'The image is fully transparent.' })
    return null
  }
  return { image: trimWithMargin(image, MAX_GRID_SIZE), recovery }
}
