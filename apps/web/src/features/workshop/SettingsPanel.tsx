import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { EMBROIDERY_FILE_FORMATS, type EmbroideryFileFormat } from '@threadbit/contracts'
import { toast } from '../../ui/toast.ts'
import { workshop } from '../../api/workshop.ts'
import { SelectField } from '../../ui/Field.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { when } from './StatusBadge.tsx'
import styles from './workshop.module.css'

const FORMAT_LABELS: Record<EmbroideryFileFormat, string> = {
  pes: 'PES — Brother, Babylock, Deco',
  dst: 'DST — Tajima and most commercial machines',
  jef: 'JEF — Janome',
  exp: 'EXP — Melco, Bernina',
  vp3: 'VP3 — Husqvarna Viking, Pfaff',
  xxx: 'XXX — Singer',
}

/** Chosen once: the machine format every production pack's file is written in. */
export function SettingsPanel() {
  const queryClient = useQueryClient()
  const settings = useQuery({
    queryKey: ['workshop', 'settings'],
    queryFn: ({ signal }) => workshop.settings(signal),
  })
  const save = useMutation({
    mutationFn: (format: EmbroideryFileFormat) => workshop.saveSettings({ machine_format: format }),
    onSuccess: (data) => {
      queryClient.setQueryData(['workshop', 'settings'], data)
      toast.success(`Packs now hold ${data.machine_format.toUpperCase()} files.`)
    },
    onError: () => toast.error('Could not save the settings.'),
  })
  return (
    <div className={styles.panel}>
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="machine-title">
        <h2 id="machine-title" className={styles.cardTitle}>
          Embroidery machine
        </h2>
        {settings.isPending ? (
          <Spinner size="sm" />
        ) : settings.data ? (
          <>
            <SelectField
              label="File format of production packs"
              value={settings.data.machine_format}
              disabled={save.isPending}
              onChange={(event) => save.mutate(event.target.value as EmbroideryFileFormat)}
              hint="Every pack's machine file is written in this format, at the order line's stitch size."
            >
              {EMBROIDERY_FILE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {FORMAT_LABELS[format]}
                </option>
              ))}
            </SelectField>
            <p className={styles.muted}>Last changed {when(settings.data.updated_at)}</p>
          </>
        ) : (
          <p role="alert">Could not load the settings.</p>
        )}
      </section>
    </div>
  )
}
