/** Limits, choices and messages of the review form: no zod, so showing reviews does not load the schemas. */
export const REVIEW_COMMENT_MAX = 1000
export const REVIEW_IMAGE_MAX_BYTES = 10_000_000
export const FIT_OPTIONS = [
  { value: 0, label: 'Smaller than Expected' },
  { value: 1, label: 'True to Size' },
  { value: 2, label: 'Bigger than Expected' },
] as const
export const DEFAULT_FIT = 1
export const ALIAS_MAX = 50

export const ReviewMessages = {
  starsRequired: 'Rating is required',
  starsMin: 'Min 1 star',
  starsMax: 'Max 5 stars',
  fitRange: 'Choose how the product fits.',
  commentMax: `Max ${REVIEW_COMMENT_MAX} characters`,
  imageTooBig: 'This image is too big, please use an image less than 10MB',
  imageNotImage: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  aliasRequired: 'Alias is required if sharing publicly',
  aliasMax: `Ensure this field has no more than ${ALIAS_MAX} characters.`,
  submitting: 'Submitting review…',
  submitted: 'Submitted!',
  failed: 'Failed to submit',
  loadFailed: 'Unable to load review info.',
  loadFailedToast: 'Could not load your review.',
  thanks: 'Thank you for your review!',
  alreadyReviewed: 'This item has already been reviewed.',
  notInOrder: 'Not found.',
} as const
