import { createInterface } from 'node:readline'

/** Reads a line from the terminal without echoing it. */
export function readSecret(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    const output = rl as unknown as { _writeToOutput: (s: string) => void }
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
    // Once the question is shown, swallow the echo of what is typed.
    output._writeToOutput = () => {}
  })
}
