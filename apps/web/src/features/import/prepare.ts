import { toast } from 'sonner'
import type { RGBAImage } from '@threadbit/pixelart'
import { IMPORT_SMALL_IMAGE_LIMIT, MAX_GRID_SIZE } from '@threadbit/contracts'
import {
  decodeImageFile,
  ImageLoadError,
  imagingApi,
  RecoverError,
  type ImagingApi,
} from '../../api/imaging.ts'
import { countColors, trimWithMargin } from './refine.ts'

/** Spec §8, import messages. */
export const ImportMessages = {
  loadFailed: 'Failed to load image. Please try another file.',
  processing: 'Processing image…',
  processed: 'Image processed!',
  notPixelArt: 'Processing failed, try a different image.',
  failed: 'Failed to process image',
} as const

const defaultImaging = imagingApi()

/**
 * A chosen file, ready for refinement (spec §4 "Import"): decoded; images up to 96×96 as they are, larger
 * ones converted to their native pixel grid; trimmed to the drawn pixels with a 2 px margin when it fits.
 * Reports problems as the spec's toasts and resolves null then.
 */
export async function prepareImport(
  file: Blob,
  imaging: ImagingApi = defaultImaging,
): Promise<RGBAImage | null> {
  let image: RGBAImage
  try {
    image = await decodeImageFile(file)
  } catch (error) {
    if (!(error instanceof ImageLoadError)) console.error(error)
    toast.error(ImportMessages.loadFailed)
    return null
  }
  if (image.width > IMPORT_SMALL_IMAGE_LIMIT || image.height > IMPORT_SMALL_IMAGE_LIMIT) {
    const id = toast.loading(ImportMessages.processing)
    try {
      image = await imaging.recoverNativeImage(file, image)
      toast.success(ImportMessages.processed, { id })
    } catch (error) {
      if (error instanceof RecoverError && error.userFacing) {
        toast.error(ImportMessages.notPixelArt, { id, description: error.message })
      } else {
        console.error(error)
        toast.error(ImportMessages.failed, { id })
      }
      return null
    }
  }
  if (countColors(image) === 0) {
    toast.error(ImportMessages.notPixelArt, { description: 'The image is fully transparent.' })
    return null
  }
  return trimWithMargin(image, MAX_GRID_SIZE)
}
