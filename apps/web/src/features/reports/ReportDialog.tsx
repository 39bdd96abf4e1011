import { useMutation } from '@tanstack/react-query'
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportReason,
} from '@threadbit/contracts'
import { useId, useState, type FormEvent } from 'react'
import { toast } from '../../ui/toast.ts'
import { isApiError } from '../../api/client.ts'
import { workshop } from '../../api/workshop.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormError } from '../../ui/Field.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import styles from './ReportDialog.module.css'

export type ReportTarget = { designUuid: string } | { reviewId: number }

interface ReportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  target: ReportTarget
  /** What is reported, for the title: a design's title or 'this review'. */
  name: string
}

/** "Report": one reason from a short list and a few words; the workshop's staff see it with a count. */
export function ReportDialog({ open, onOpenChange, target, name }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const groupId = useId()
  const send = useMutation({
    mutationFn: () =>
      workshop.report({
        ...('designUuid' in target ? { design_uuid: target.designUuid } : { review_id: target.reviewId }),
        reason: reason ?? 'other',
        text: text.trim(),
      }),
    onSuccess: (answer) => {
      toast.success(answer.detail)
      onOpenChange(false)
      setReason(null)
      setText('')
    },
    onError: (failure) =>
      setError(
        isApiError(failure) ? failure.messages.join(' ') || failure.message : 'Could not send the report.',
      ),
  })
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!reason) return setError('Choose a reason.')
    setError(undefined)
    send.mutate()
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report ${name}`}
      description="Tell us what is wrong. Reports are anonymous to the author."
    >
      <form className={styles.form} onSubmit={submit}>
        <fieldset className={styles.reasons} aria-describedby={error ? `${groupId}-error` : undefined}>
          <legend className={styles.legend}>Reason</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className={styles.reason}>
              <input
                type="radio"
                name={groupId}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value)
                  setError(undefined)
                }}
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label="Anything else? (optional)"
          value={text}
          rows={3}
          maxLength={REPORT_TEXT_MAX}
          counter={`${text.length} / ${REPORT_TEXT_MAX}`}
          onChange={(event) => setText(event.target.value)}
        />
        {error && (
          <div id={`${groupId}-error`}>
            <FormError>{error}</FormError>
          </div>
        )}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={send.isPending}>
            Send report
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
