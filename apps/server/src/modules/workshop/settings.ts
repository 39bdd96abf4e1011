import type { EmbroideryFileFormat, WorkshopSettings, WorkshopSettingsUpdate } from '@threadbit/contracts'
import { EMBROIDERY_FILE_FORMATS } from '@threadbit/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { workshopSettings, type UserRow } from '../../db/schema.ts'

const SETTINGS_ID = 1

function formatOf(value: string): EmbroideryFileFormat {
  return (EMBROIDERY_FILE_FORMATS as readonly string[]).includes(value)
    ? (value as EmbroideryFileFormat)
    : 'pes'
}

/** The workshop's settings row (made by the migration; recreated if someone removed it). */
export async function readSettings(db: Db): Promise<WorkshopSettings> {
  const [row] = await db.select().from(workshopSettings).where(eq(workshopSettings.id, SETTINGS_ID))
  if (!row) return { machine_format: 'pes', updated_at: new Date(0).toISOString() }
  return { machine_format: formatOf(row.machineFormat), updated_at: row.updatedAt.toISOString() }
}

export async function writeSettings(
  db: Db,
  actor: UserRow,
  input: WorkshopSettingsUpdate,
): Promise<WorkshopSettings> {
  const values = { machineFormat: input.machine_format, updatedById: actor.id, updatedAt: new Date() }
  await db
    .insert(workshopSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: workshopSettings.id, set: values })
  return readSettings(db)
}
