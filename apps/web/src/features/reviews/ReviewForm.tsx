import { useEffect, useRef } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { toast } from '../../ui/toast.ts'
import {
  FIT_OPTIONS,
  REVIEW_COMMENT_MAX,
  ReviewMessages,
  designDisplayTitle,
  type PixelArtProduct,
  type Product,
} from '@threadbit/contracts'
import { shop } from '../../api/shop.ts'
import { Button } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { FormError, SelectField, TextField } from '../../ui/Field.tsx'
import { StarPicker } from '../../ui/StarRating.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import {
  REVIEW_FORM_DEFAULTS,
  ReviewFormSchema,
  applyReviewServerErrors,
  reviewFormData,
} from './review-form.ts'
import { ReviewImageField } from './ReviewImageField.tsx'
import styles from './ReviewPage.module.css'

interface ReviewFormProps {
  orderUuid: string
  item: PixelArtProduct
  products: readonly Product[] | undefined
  /** 'k of n' when the order has several items. */
  stepLabel?: string | undefined
  /** Moves focus to the heading (every step after the first), so screen readers hear the new item. */
  shouldFocusHeading?: boolean
  onSubmitted(): void
}

/** The review of one item in the order (spec "Review screen"). */
export function ReviewForm({
  orderUuid,
  item,
  products,
  stepLabel,
  shouldFocusHeading,
  onSubmitted,
}: ReviewFormProps) {
  const headingRef = useRef<HTMLHeadingElement | null>(null)
  const { register, control, handleSubmit, setError, clearErrors, trigger, errors, isSubmitting } =
    useZodForm(ReviewFormSchema, REVIEW_FORM_DEFAULTS)
  const isSharing = useWatch({ control, name: 'sharePublicly' }) === true
  const commentLength = useWatch({ control, name: 'comment' })?.length ?? 0

  useEffect(() => {
    if (shouldFocusHeading) headingRef.current?.focus()
  }, [shouldFocusHeading])

  const product = products?.find((p) => p.id === item.product_id)
  const color = product?.colors.find((c) => c.id === item.product_color_id)
  const title = designDisplayTitle(item.art)

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading(ReviewMessages.submitting)
    try {
      await shop.submitReview(orderUuid, reviewFormData(item.uuid, values))
      toast.success(ReviewMessages.submitted, { id: toastId })
      onSubmitted()
    } catch (error) {
      toast.error(ReviewMessages.failed, { id: toastId })
      applyReviewServerErrors(error, setError)
    }
  })

  return (
    <div className={styles.step} data-testid="review-step">
      <div className={styles.item}>
        <img
          className={styles.itemImage}
          src={item.image_url}
          alt={`${title} on ${product?.product_name ?? 'the product'}`}
        />
        <div className={styles.itemText}>
          {stepLabel && <p className={styles.stepLabel}>{stepLabel}</p>}
          <h2 ref={headingRef} tabIndex={-1} className={styles.itemName}>
            {title}
          </h2>
          {product && (
            <p className={styles.itemMeta}>
              {product.product_name}
              {color ? ` · ${color.color_name}` : ''}
            </p>
          )}
        </div>
      </div>

      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={`Review of ${title}`}>
        <div className={styles.field}>
          <Controller
            control={control}
            name="stars"
            render={({ field }) => (
              <StarPicker
                name={`stars-${item.uuid}`}
                label="Your rating"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorId={errors.stars ? `stars-error-${item.uuid}` : undefined}
                disabled={isSubmitting}
              />
            )}
          />
          {errors.stars && (
            <p id={`stars-error-${item.uuid}`} className={styles.error} role="alert">
              {errors.stars.message}
            </p>
          )}
        </div>

        <SelectField
          label="How did it fit?"
          error={errors.fit?.message}
          disabled={isSubmitting}
          {...register('fit', { valueAsNumber: true })}
        >
          {FIT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>

        <TextAreaField
          label="Your review"
          placeholder="What do you love about it? How is the stitching?"
          error={errors.comment?.message}
          counter={`${commentLength} / ${REVIEW_COMMENT_MAX}`}
          disabled={isSubmitting}
          {...register('comment')}
        />

        <div className={styles.share}>
          <Checkbox
            label="I'm OK with this review being shared publicly"
            disabled={isSubmitting}
            {...register('sharePublicly', {
              onChange: (event: { target: { checked: boolean } }) => {
                if (!event.target.checked) clearErrors('publicAlias')
              },
            })}
          />
          <TextField
            label="Alias or nickname"
            placeholder="John D. or PixelFan123"
            autoComplete="nickname"
            disabled={!isSharing || isSubmitting}
            hint={isSharing ? 'Shown with your review instead of your name.' : 'Tick the box above to share.'}
            error={errors.publicAlias?.message}
            {...register('publicAlias')}
          />
        </div>

        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ReviewImageField
              value={field.value ?? null}
              onChange={(file) => {
                field.onChange(file)
                void trigger('image')
              }}
              error={errors.image?.message}
              disabled={isSubmitting}
            />
          )}
        />

        <FormError>{errors.root?.message}</FormError>
        <Button type="submit" size="lg" isLoading={isSubmitting} className={styles.submit}>
          Submit Review
        </Button>
      </form>
    </div>
  )
}
