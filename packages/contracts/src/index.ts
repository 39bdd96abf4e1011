export * from './constants.ts'
export * from './auth.ts'
export * from './http.ts'
