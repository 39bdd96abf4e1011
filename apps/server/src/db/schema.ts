export * from './schema/accounts.ts'
export * from './schema/catalog.ts'
export * from './schema/designs.ts'
export * from './schema/generation.ts'
