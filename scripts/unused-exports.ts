/**
 * `npm run lint` step: fails on an export that no other file imports and its own file does not use.
 * Reads imports syntactically (TypeScript's parser and module resolution), follows `export * from` and
 * `export { x } from` to the declaring file, and treats `import * as`, `import('…')` and side-effect imports as
 * using every export. Entry points (servers, CLIs, thread and web-worker entries, benches, e2e, scripts, tests,
 * config files) are not checked: their exports are for tools.
 *
 *   npx tsx scripts/unused-exports.ts
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '..')
const SOURCE_DIRS = [
  'apps/server/src',
  'apps/web/src',
  'packages/contracts/src',
  'packages/pixelart/src',
  'bench',
  'e2e',
  'scripts',
]
const CONFIG_FILES = ['playwright.config.ts', 'vitest.config.ts', 'apps/web/vite.config.ts']
const ENTRY = [
  /\.test\.tsx?$/,
  /^apps\/server\/src\/(main|cli\/[^/]+)\.ts$/,
  /\.thread\.ts$/,
  /\.worker\.ts$/,
  /^apps\/web\/src\/main\.tsx$/,
  /^(bench|e2e|scripts)\//,
  /^apps\/server\/src\/testing\/global-setup\.ts$/,
  /^apps\/server\/src\/modules\/catalog\/mockups\/preview-mockups\.ts$/,
  /\.config\.ts$/,
]

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
}

function listFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...listFiles(rel))
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel)
  }
  return out
}

interface FileInfo {
  source: ts.SourceFile
  /** Exported names declared in this file, with where they are declared. */
  exports: Map<string, ts.Node>
  /** `export { a as b } from './x'`: b -> [file, a]; `export * from './x'`: files. */
  forwards: Map<string, [string, string]>
  starFrom: string[]
}

const files = new Map<string, FileInfo>()
const used = new Set<string>()
const everything = new Set<string>()

function resolve(specifier: string, from: string): string | null {
  const result = ts.resolveModuleName(specifier, path.join(ROOT, from), options, ts.sys).resolvedModule
  if (!result || (result.isExternalLibraryImport && !result.resolvedFileName.includes('/packages/')))
    return null
  const rel = path.relative(ROOT, ts.sys.realpath?.(result.resolvedFileName) ?? result.resolvedFileName)
  return rel.startsWith('..') ? null : rel
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

for (const file of [...SOURCE_DIRS.flatMap(listFiles), ...CONFIG_FILES]) {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const info: FileInfo = { source, exports: new Map(), forwards: new Map(), starFrom: [] }
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const target =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolve(statement.moduleSpecifier.text, file)
          : null
      if (!statement.exportClause) {
        if (target) info.starFrom.push(target)
      } else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const local = (element.propertyName ?? element.name).text
          if (target) info.forwards.set(element.name.text, [target, local])
          else info.exports.set(element.name.text, element)
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      info.exports.set('default', statement)
    } else if (isExported(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const decl of statement.declarationList.declarations) {
          if (ts.isIdentifier(decl.name)) info.exports.set(decl.name.text, decl)
        }
      } else {
        const name = (statement as ts.DeclarationStatement).name
        const isDefault = (ts.getModifiers(statement) ?? []).some(
          (m) => m.kind === ts.SyntaxKind.DefaultKeyword,
        )
        if (isDefault) info.exports.set('default', statement)
        else if (name && ts.isIdentifier(name)) info.exports.set(name.text, statement)
      }
    }
  }
  files.set(file, info)
}

function markUsed(file: string, name: string, seen = new Set<string>()): void {
  const key = `${file}#${name}`
  if (seen.has(key)) return
  seen.add(key)
  used.add(key)
  const info = files.get(file)
  if (!info) return
  const forward = info.forwards.get(name)
  if (forward) return markUsed(forward[0], forward[1], seen)
  if (!info.exports.has(name)) for (const star of info.starFrom) markUsed(star, name, seen)
}

function markAll(file: string, seen = new Set<string>()): void {
  if (seen.has(file)) return
  seen.add(file)
  everything.add(file)
  for (const star of files.get(file)?.starFrom ?? []) markAll(star, seen)
  for (const [target] of files.get(file)?.forwards.values() ?? []) markAll(target, seen)
}

for (const [file, info] of files) {
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolve(node.moduleSpecifier.text, file)
      const clause = node.importClause
      if (target) {
        if (!clause) markAll(target)
        else {
          if (clause.name) markUsed(target, 'default')
          const bindings = clause.namedBindings
          if (bindings && ts.isNamespaceImport(bindings)) markAll(target)
          else if (bindings)
            for (const el of bindings.elements) markUsed(target, (el.propertyName ?? el.name).text)
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = resolve(node.arguments[0].text, file)
      if (target) markAll(target)
    }
    ts.forEachChild(node, visit)
  }
  visit(info.source)
}

/** The name occurs in its own file other than where it is declared (such an export is part of the file's own API). */
function usedInFile(info: FileInfo, name: string): boolean {
  let count = 0
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === name) count++
    ts.forEachChild(node, visit)
  }
  visit(info.source)
  return count > 1
}

const unused: string[] = []
for (const [file, info] of files) {
  if (ENTRY.some((pattern) => pattern.test(file)) || everything.has(file)) continue
  for (const [name, node] of info.exports) {
    if (used.has(`${file}#${name}`) || (name !== 'default' && usedInFile(info, name))) continue
    const { line } = info.source.getLineAndCharacterOfPosition(node.getStart())
    unused.push(`${file}:${line + 1}  ${name}`)
  }
}

if (unused.length > 0) {
  console.error(`Exports nobody imports (${unused.length}); remove them or stop exporting them:`)
  for (const entry of unused) console.error(`  ${entry}`)
  process.exit(1)
}
console.log(`unused exports: none in ${files.size} files`)
